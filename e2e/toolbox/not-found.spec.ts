import { messages } from '@toolbox/domain';
import type { Page } from '@playwright/test';
import { expect, screenshotPath, signInToToolbox, test } from '../fixtures';
import { seedMachine } from './seed';

/** The not-found screen: the data layer's message as the heading, and the way back it offers. */
async function expectNotFound(page: Page, message: string, back: { name: string; path: string }) {
  await expect(page.getByRole('heading', { level: 1, name: message })).toBeVisible();
  await expect(page.getByText(messages.toolbox.notFoundDetail)).toBeVisible();
  await expect(page.getByText(messages.toolbox.loadFailed)).toHaveCount(0);
  await expect(page.getByText(messages.toolbox.offlineNotKept)).toHaveCount(0);
  await expect(page.getByRole('link', { name: back.name })).toHaveAttribute('href', back.path);
}

/**
 * A guide or part diagram the machine does not have, never created or deleted since, says so by
 * the data layer's words and leads back to the machine, online and without signal alike.
 */
test('unknown and deleted guides and diagrams have a not-found screen with a way back', async ({
  page,
  context,
  adminApi,
  createUser,
}) => {
  test.setTimeout(90_000);
  const machine = await seedMachine(adminApi);
  const engineer = await createUser();
  await signInToToolbox(page, engineer);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const machinePath = `/toolbox/machines/${encodeURIComponent(machine.id)}`;
  const toMachine = { name: messages.toolbox.backToMachine, path: machinePath };

  // Unknown ids, online.
  await page.goto(`${machinePath}/guides/no_such_guide`);
  await expectNotFound(page, messages.machine.guideNotFound('no_such_guide'), toMachine);
  await page.screenshot({ path: screenshotPath('toolbox-guide-not-found') });
  await page.goto(`${machinePath}/part-diagrams/no_such_diagram`);
  await expectNotFound(page, messages.partDiagram.notFound, toMachine);
  await page.screenshot({ path: screenshotPath('toolbox-part-diagram-not-found') });

  // An unknown machine leads back to the machines.
  await page.goto('/toolbox/machines/no_such_machine/guides/no_such_guide');
  await expectNotFound(page, messages.machine.notFound, {
    name: messages.toolbox.backToMachines,
    path: '/toolbox/machines',
  });

  // A document the catalogue does not hold leads back to the documents.
  await page.goto('/toolbox/documents/no_such_document');
  await expectNotFound(page, messages.document.notFound, {
    name: messages.toolbox.backToDocuments,
    path: '/toolbox/documents',
  });
  await page.screenshot({ path: screenshotPath('toolbox-document-not-found') });

  // Ids that existed once: the guide and the diagram are deleted.
  const deleted = await adminApi.delete(
    `/api/v1/troubleshooting/guides?machineId=${encodeURIComponent(machine.id)}&guideId=${encodeURIComponent(machine.guideId)}`,
  );
  expect(deleted.status(), await deleted.text()).toBe(200);
  const deletedDiagram = await adminApi.delete(
    `/api/v1/machines/${encodeURIComponent(machine.id)}/part-diagrams/${encodeURIComponent(machine.diagramId)}`,
  );
  expect(deletedDiagram.status(), await deletedDiagram.text()).toBe(204);
  await page.goto(`${machinePath}/guides/${encodeURIComponent(machine.guideId)}`);
  await expectNotFound(page, messages.machine.guideNotFound(machine.guideId), toMachine);
  await page.goto(`${machinePath}/part-diagrams/${encodeURIComponent(machine.diagramId)}`);
  await expectNotFound(page, messages.partDiagram.notFound, toMachine);

  // Without signal: the machine's answer the worker kept lacks them too.
  await context.setOffline(true);
  await page.getByRole('link', { name: messages.toolbox.backToMachine }).click();
  await expect(page.getByRole('heading', { level: 1, name: machine.model })).toBeVisible();
  await page.goto(`${machinePath}/guides/${encodeURIComponent(machine.guideId)}`);
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expectNotFound(page, messages.machine.guideNotFound(machine.guideId), toMachine);
  await page.screenshot({ path: screenshotPath('toolbox-guide-not-found-offline') });
  await page.goto(`${machinePath}/part-diagrams/no_such_diagram`);
  await expectNotFound(page, messages.partDiagram.notFound, toMachine);
  await context.setOffline(false);
});
