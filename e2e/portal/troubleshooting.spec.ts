import type { Page } from '@playwright/test';
import { messages } from '@toolbox/domain';
import { expect, login, loginWithNewMachine, screenshotWholePage, test } from '../fixtures';
import { encodePng } from '../files';

/** A real PNG (a teal-to-navy gradient), so the server's image check and the browser accept it. */
function makePng(width = 240, height = 160): Buffer {
  return encodePng(width, height, (x, y) => {
    const t = (x + y) / (width + height);
    return [Math.round(0 + 26 * t), Math.round(161 - 119 * t), Math.round(154 - 101 * t)];
  });
}

const stepInputs = (page: Page) => page.getByRole('textbox', { name: /^Step \d+/ });

async function stepTexts(page: Page): Promise<string[]> {
  const inputs = stepInputs(page);
  const count = await inputs.count();
  return Promise.all(Array.from({ length: count }, (_, i) => inputs.nth(i).inputValue()));
}

test.describe('troubleshooting', () => {
  test('write a guide with three steps, reorder them, save, edit the title and delete it', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const { machine, tag } = await loginWithNewMachine(page);
    const title = `Pump runs but no water ${tag}`;

    await page.goto('/troubleshooting');
    // The header's button (an empty list offers a second one further down).
    await page.getByRole('link', { name: 'New guide' }).first().click();
    await expect(page).toHaveURL(/\/machine-select-for-guide$/);
    await page.getByLabel('Machine', { exact: true }).fill(machine.label);
    await screenshotWholePage(page, 'troubleshooting-machine-select');
    await page.getByRole('link', { name: new RegExp(machine.label) }).click();
    await expect(page).toHaveURL(new RegExp(`/troubleshooting/${machine.id}/add$`));

    await page.getByRole('button', { name: 'Save guide' }).click();
    await expect(page.getByText(messages.guide.titleRequired)).toBeVisible();
    await expect(page.getByText(messages.guide.stepTextRequired)).toBeVisible();

    await page.getByRole('textbox', { name: /^Title/ }).fill(title);
    await page.getByLabel('Symptom').fill('The pump hums but the cup stays empty.');
    const codes = page.getByRole('combobox', { name: 'Error codes' });
    await codes.fill(`E05${tag}`);
    await codes.press('Enter');
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Water and steam' }).click();
    await page.getByRole('combobox', { name: 'Severity' }).click();
    await page.getByRole('option', { name: 'High' }).click();
    await page.getByLabel('Estimated time').fill('30');
    await page.getByRole('textbox', { name: 'Cause 1' }).fill('Water tank empty or badly seated');

    await stepInputs(page).nth(0).fill('Check the water tank is full and seated');
    await page.getByRole('button', { name: 'Add step' }).click();
    await stepInputs(page).nth(1).fill('Run a descaling cycle');
    await page.getByRole('button', { name: 'Add step' }).click();
    await stepInputs(page).nth(2).fill('Replace the flow meter if the error returns');
    await page.getByTestId('step-image-input').nth(0).setInputFiles({
      name: 'tank.png',
      mimeType: 'image/png',
      buffer: makePng(),
    });
    await expect(page.getByRole('img', { name: 'Step 1 image' })).toBeVisible();

    await page.getByRole('button', { name: 'Move step 3 up' }).click();
    const ordered = [
      'Check the water tank is full and seated',
      'Replace the flow meter if the error returns',
      'Run a descaling cycle',
    ];
    expect(await stepTexts(page)).toEqual(ordered);
    await expect(page.getByRole('button', { name: 'Move step 2 up' })).toBeFocused();
    await screenshotWholePage(page, 'troubleshooting-guide-editor');

    await page.getByRole('button', { name: 'Save guide' }).click();
    await expect(page).toHaveURL(new RegExp(`/troubleshooting/${machine.id}$`));
    await expect(page.getByText(messages.guide.saved)).toBeVisible();
    const row = page.getByTestId('guide-row').filter({ hasText: title });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Water and steam');
    await expect(row).toContainText('High');
    await expect(row).toContainText(`E05${tag}`);
    await screenshotWholePage(page, 'troubleshooting-machine-guides');

    // The order and the image are stored: a fresh load of the editor shows them.
    await row.getByRole('link', { name: title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/troubleshooting/${machine.id}/edit/guide_\\d+$`));
    await page.reload();
    await expect(stepInputs(page)).toHaveCount(3);
    expect(await stepTexts(page)).toEqual(ordered);
    await expect(page.getByRole('img', { name: 'Step 1 image' })).toBeVisible();

    const renamed = `${title} (revised)`;
    await page.getByRole('textbox', { name: /^Title/ }).fill(renamed);
    await page.getByRole('button', { name: 'Save guide' }).click();
    await expect(page).toHaveURL(new RegExp(`/troubleshooting/${machine.id}$`));
    await expect(page.getByTestId('guide-row')).toHaveCount(1);
    await expect(
      page.getByTestId('guide-row').getByRole('link', { name: renamed, exact: true }),
    ).toBeVisible();

    // Found by the cross-machine search, by its error code.
    await page.goto(`/troubleshooting?search=E05${tag}`);
    const hit = page.getByTestId('guide-search-row');
    await expect(hit).toHaveCount(1);
    await expect(hit).toContainText(renamed);
    await expect(hit).toContainText(machine.label);

    await page.goto(`/troubleshooting/${machine.id}`);
    await page.getByRole('button', { name: `Delete "${renamed}"` }).click();
    const dialog = page.getByRole('dialog', { name: messages.guide.deleteTitle });
    await expect(dialog).toContainText(messages.guide.deleteMessage(renamed));
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(messages.machine.guideDeleted)).toBeVisible();
    await expect(page.getByText(messages.guide.emptyForMachine)).toBeVisible();
  });

  test('import a CSV: a bad row blocks the import, the fixed file imports, then reorder', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const { machine, tag } = await loginWithNewMachine(page);
    const first = `Grinder jams ${tag}`;
    const second = `Milk froth is thin ${tag}`;
    const header = 'title,symptom,errorCodes,category,severity,steps';
    const bad = [
      header,
      `${first},Grinder stops mid-dose,E12,Grinder,Medium,Empty the hopper | Clear the burrs`,
      ',No title here,E99,Brewing,Low,Do something',
      '',
    ].join('\n');
    const fixed = [
      header,
      `${first},Grinder stops mid-dose,E12,Grinder,Medium,Empty the hopper | Clear the burrs`,
      `${second},Froth collapses at once,,Milk system,Low,Clean the milk line | Check the pump`,
      '',
    ].join('\n');

    await page.goto(`/troubleshooting/${machine.id}`);
    await expect(page.getByText(messages.guide.emptyForMachine)).toBeVisible();
    await page.getByRole('link', { name: 'Import' }).click();
    await expect(page).toHaveURL(new RegExp(`/troubleshooting/${machine.id}/import$`));
    await expect(page.getByRole('link', { name: 'Download the CSV template' })).toHaveAttribute(
      'href',
      '/api/v1/troubleshooting/import-template?format=csv',
    );

    const input = page.getByTestId('file-input');
    await input.setInputFiles({
      name: 'guides.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(bad),
    });
    const badRow = page.getByTestId('import-row').filter({ hasText: messages.guide.titleRequired });
    await expect(badRow).toBeVisible();
    await expect(badRow).toContainText('3');
    await expect(page.getByTestId('import-summary')).toHaveText(
      '2 to create, 0 to replace, 1 row with errors',
    );
    await expect(page.getByRole('button', { name: 'Import' })).toBeDisabled();
    await screenshotWholePage(page, 'troubleshooting-import-preview');

    await input.setInputFiles({
      name: 'guides-fixed.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(fixed),
    });
    await expect(page.getByText('Every row is ready to import.')).toBeVisible();
    await expect(page.getByText(messages.guide.titleRequired)).toHaveCount(0);
    await page.getByRole('button', { name: 'Import' }).click();

    await expect(page).toHaveURL(new RegExp(`/troubleshooting/${machine.id}$`));
    await expect(page.getByText(messages.guide.importApplied(2, 0))).toBeVisible();
    const rows = page.getByTestId('guide-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText(first);
    await expect(rows.nth(1)).toContainText(second);

    // Reordering saves the whole section: the new order survives a reload.
    await page.getByRole('button', { name: `Move "${second}" up` }).click();
    await expect(rows.nth(0)).toContainText(second);
    await expect(page.getByRole('button', { name: `Move "${second}" down` })).toBeFocused();
    await page.reload();
    await expect(rows.nth(0)).toContainText(second);
    await expect(rows.nth(1)).toContainText(first);

    // Both are listed with their machine on /troubleshooting.
    await page.goto('/troubleshooting');
    const machineRow = page
      .getByTestId('machine-with-guides-row')
      .filter({ hasText: machine.label });
    await expect(machineRow).toContainText('2 guides');
    await machineRow.getByRole('button', { name: `Show guides of ${machine.label}` }).click();
    await expect(page.getByRole('link', { name: first })).toBeVisible();
    await expect(page.getByRole('link', { name: second })).toBeVisible();
    await screenshotWholePage(page, 'troubleshooting-overview');
  });

  test('settings: a new category is offered by the guide editor', async ({ page }) => {
    const { machine, tag } = await loginWithNewMachine(page);
    const category = `Boiler ${tag}`;

    await page.goto('/troubleshooting');
    await page.getByRole('main').getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/troubleshooting\/settings$/);
    const categories = page.getByRole('combobox', { name: 'Categories' });
    await categories.fill(category);
    await categories.press('Enter');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText(messages.guide.settingsSaved)).toBeVisible();
    await screenshotWholePage(page, 'troubleshooting-settings');

    await page.goto(`/troubleshooting/${machine.id}/add`);
    await page.getByRole('combobox', { name: 'Category' }).click();
    await expect(page.getByRole('option', { name: category })).toBeVisible();
  });

  test('an unknown machine shows Machine not found', async ({ page }) => {
    await login(page);
    await page.goto('/troubleshooting/no_such_machine');
    await expect(page.getByText(messages.machine.notFound)).toBeVisible();
  });
});
