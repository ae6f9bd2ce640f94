import { devices } from '@playwright/test';
import { messages } from '@toolbox/domain';
import { makePdf, uploadViaApi } from '../files';
import {
  expect,
  loginWithNewMachine,
  screenshotPath,
  screenshotWholePage,
  signInToToolbox,
  test,
} from '../fixtures';

/**
 * Issue #22 item 3 (docs/product.md#must-read): the administrator links an engineer to a machine,
 * marks a document must read for that machine's engineers; the engineer sees it first in the
 * toolbox with its badge, opens it and taps "I have read this"; the portal's document page shows
 * they have. A new version marked in its upload form asks again, and a reminder goes to the rest.
 */
test('an engineer acknowledges a must-read version and the portal shows it', async ({
  page,
  browser,
  baseURL,
  createUser,
}) => {
  test.setTimeout(90_000);
  const { machine, tag } = await loginWithNewMachine(page);
  const engineer = await createUser({ displayName: `Mia Mustread ${tag}` });
  const title = `Descaling bulletin ${tag}`;
  const uploadId = await uploadViaApi(page.request, makePdf(title), {
    kind: 'document',
    filename: 'bulletin.pdf',
  });
  const created = await page.request.post('/api/v1/documents', {
    data: { uploadId, title, category: ['Safety'] },
  });
  expect(created.status()).toBe(201);
  const { document } = (await created.json()) as { document: { id: string } };

  // The engineer services the machine: set on their page.
  await page.goto(`/users?search=${encodeURIComponent(engineer.email)}`);
  await page.getByRole('link', { name: engineer.displayName }).first().click();
  const machinesCard = page.getByRole('region', { name: 'Machines' });
  await machinesCard
    .getByRole('combobox', { name: 'Machines this person services' })
    .fill(machine.label);
  await page.getByRole('option', { name: machine.label }).click();
  await page.keyboard.press('Escape');
  await machinesCard.getByRole('button', { name: 'Save machines' }).click();
  await expect(page.getByText(messages.mustRead.machinesSaved)).toBeVisible();

  // Must read for the engineers of that machine.
  await page.goto(`/documents/${document.id}`);
  const card = page.getByRole('region', { name: 'Must read' });
  await card.getByRole('button', { name: 'Mark as must read' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark as must read' });
  await dialog.getByRole('radio', { name: 'Engineers of chosen machines' }).check();
  await dialog.getByRole('button', { name: 'Mark as must read' }).click();
  await expect(dialog.getByText(messages.mustRead.noMachines)).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Machines' }).fill(machine.label);
  await page.getByRole('option', { name: machine.label }).click();
  // Closes the machines' list, which covers the button (Escape would close the dialog).
  await dialog.getByText('Who must read it').click();
  await dialog.getByRole('button', { name: 'Mark as must read' }).click();
  await expect(page.getByText(messages.mustRead.marked)).toBeVisible();
  await expect(card.getByTestId('must-read-count')).toHaveText('0 of 1 have read it');
  await expect(card.getByRole('table', { name: 'Not read' })).toContainText(engineer.email);
  await screenshotWholePage(page, 'portal-must-read-unread');

  // The engineer's phone: first on the home screen, with its badge.
  const phone = await browser.newContext({
    ...devices['Pixel 7'],
    ...(baseURL ? { baseURL } : {}),
  });
  const toolbox = await phone.newPage();
  await signInToToolbox(toolbox, engineer);
  const mustRead = toolbox.getByRole('region', { name: messages.mustRead.sectionTitle });
  await expect(mustRead.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  await expect(
    mustRead.getByRole('link', { name: new RegExp(title) }).getByText(messages.mustRead.badge),
  ).toBeVisible();
  const sections = await toolbox
    .locator('main section')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')));
  expect(sections[0]).toBe(messages.mustRead.sectionTitle);
  await toolbox.screenshot({ path: screenshotPath('toolbox-must-read-home') });

  await mustRead.getByRole('link', { name: new RegExp(title) }).click();
  await expect(toolbox.getByRole('heading', { name: title })).toBeVisible();
  await expect(toolbox.getByText(messages.mustRead.badge, { exact: true })).toBeVisible();
  await toolbox.getByRole('button', { name: messages.toolbox.acknowledge }).click();
  await expect(toolbox.getByRole('status').filter({ hasText: 'You read version 1' })).toBeVisible();
  await expect(toolbox.getByText(messages.mustRead.badge, { exact: true })).toHaveCount(0);
  await toolbox.screenshot({ path: screenshotPath('toolbox-must-read-acknowledged') });
  await toolbox.goto('/toolbox/');
  await expect(toolbox.getByRole('searchbox', { name: 'Search' })).toBeVisible();
  await expect(toolbox.getByRole('region', { name: messages.mustRead.sectionTitle })).toHaveCount(
    0,
  );

  // The portal shows who has read it.
  await page.reload();
  await expect(card.getByTestId('must-read-count')).toHaveText('1 of 1 have read it');
  await card.getByText('Read (1)', { exact: true }).click();
  await expect(card.getByRole('table', { name: 'Read' })).toContainText(engineer.email);
  await screenshotWholePage(page, 'portal-must-read-read');

  // A new version, marked in its upload form for everyone, asks again.
  await page.goto(`/documents/${document.id}/update`);
  await page
    .getByTestId('file-input')
    .last()
    .setInputFiles({
      name: 'bulletin-v2.pdf',
      mimeType: 'application/pdf',
      buffer: makePdf(`${title} v2`),
    });
  await page.getByLabel('Changes').fill('Second bulletin');
  await page.getByRole('switch', { name: 'Must read' }).check({ force: true });
  await page.getByRole('button', { name: 'Upload v2' }).click();
  await expect(page).toHaveURL(new RegExp(`/documents/${document.id}$`), { timeout: 30_000 });
  await expect(card).toContainText('v2, for everyone');
  await toolbox.reload();
  await expect(
    toolbox.getByRole('region', { name: messages.mustRead.sectionTitle }).getByRole('link', {
      name: new RegExp(title),
    }),
  ).toBeVisible();

  // A reminder to those who have not read v2.
  await card.getByRole('button', { name: 'Send reminder' }).click();
  await page
    .getByRole('dialog', { name: 'Send a reminder' })
    .getByRole('button', { name: 'Send reminder' })
    .click();
  await expect(page.getByText(/^Reminder sent to \d+ (person|people)\.$/)).toBeVisible();
  await phone.close();
});
