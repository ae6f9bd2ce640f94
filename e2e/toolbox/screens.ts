import type { Page } from '@playwright/test';
import { expect } from '../fixtures';
import type { SeededMachine } from './seed';

/** One toolbox screen: its name, and how to open it and wait until it shows what it holds. */
export type Screen = [string, () => Promise<void>];

/**
 * Every screen of the toolbox with a seeded machine's content, signed in: the accessibility and
 * layout checks walk the same list.
 */
export function toolboxScreens(page: Page, machine: SeededMachine): Screen[] {
  const machinePath = `/toolbox/machines/${encodeURIComponent(machine.id)}`;
  return [
    [
      'home',
      async () => {
        await page.goto('/toolbox/');
        await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();
      },
    ],
    [
      'search',
      async () => {
        await page.goto(`/toolbox/?q=${encodeURIComponent(machine.model)}`);
        await expect(page.getByTestId('search-results')).toBeVisible();
      },
    ],
    [
      'machines',
      async () => {
        // Narrowed to the seeded machine's manufacturer: the list shows 100 machines at a time,
        // and other tests' machines share the server.
        await page.goto(
          `/toolbox/machines?manufacturer=${encodeURIComponent(machine.manufacturer)}`,
        );
        await expect(page.getByRole('link', { name: new RegExp(machine.model) })).toBeVisible();
      },
    ],
    ...(['guides', 'diagrams', 'specs', 'documents', 'software'] as const).map(
      (tab): [string, () => Promise<void>] => [
        `machine ${tab}`,
        async () => {
          await page.goto(`${machinePath}?tab=${tab}`);
          await expect(page.getByRole('tabpanel')).toBeVisible();
          await expect(page.getByRole('tabpanel').getByText(/Loading/)).toHaveCount(0);
        },
      ],
    ),
    [
      'guide',
      async () => {
        await page.goto(`${machinePath}/guides/${encodeURIComponent(machine.guideId)}`);
        await expect(page.getByTestId('guide-step')).toBeVisible();
      },
    ],
    [
      'guide feedback',
      async () => {
        await page.goto(`${machinePath}/guides/${encodeURIComponent(machine.guideId)}?step=3`);
        await expect(page.getByRole('button', { name: 'This fixed it' })).toBeVisible();
      },
    ],
    [
      'part diagram',
      async () => {
        await page.goto(`${machinePath}/part-diagrams/${encodeURIComponent(machine.diagramId)}`);
        await page.getByRole('button', { name: 'Part 1' }).click();
        await expect(page.getByTestId('selected-part')).toBeVisible();
      },
    ],
    [
      'documents',
      async () => {
        await page.goto('/toolbox/documents');
        await expect(
          page.getByRole('link', { name: new RegExp(machine.documentTitle) }),
        ).toBeVisible();
      },
    ],
    [
      'document',
      async () => {
        await page.goto(`/toolbox/documents/${encodeURIComponent(machine.documentId)}`);
        await expect(page.getByTestId('pdf-pages').locator('canvas')).toHaveAttribute(
          'data-page',
          '1',
        );
      },
    ],
    [
      'software list',
      async () => {
        await page.goto('/toolbox/software');
        await expect(page.getByRole('link', { name: /firmware/ }).first()).toBeVisible();
      },
    ],
    [
      'software',
      async () => {
        await page.goto(`/toolbox/software/${encodeURIComponent(machine.softwareId)}`);
        await page.getByRole('button', { name: 'Reveal' }).click();
        await expect(page.getByText('svc-2026')).toBeVisible();
      },
    ],
    [
      'offline',
      async () => {
        await page.goto('/toolbox/offline');
        await expect(page.getByRole('heading', { name: 'On this device' })).toBeVisible();
      },
    ],
    [
      // A guide the machine does not have: the not-found screen and its way back.
      'guide not found',
      async () => {
        await page.goto(`${machinePath}/guides/no_such_guide`);
        await expect(page.getByTestId('not-found')).toBeVisible();
      },
    ],
    [
      // No camera in this browser: the screen says so and offers the machine list.
      'scan',
      async () => {
        await page.goto('/toolbox/scan');
        await expect(page.getByRole('alert')).toBeVisible();
      },
    ],
  ];
}
