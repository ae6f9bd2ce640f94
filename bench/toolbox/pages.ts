import type { Page } from '@playwright/test';

/** A toolbox screen to check, reached the way an engineer would reach it. */
export interface ToolboxPage {
  name: string;
  open: (page: Page) => Promise<void>;
}

/** The machine of the sample catalogue with a guide, a part diagram, documents and software. */
export const SAMPLE_MACHINE = 'franke_a600';

async function go(page: Page, path: string, ready: string) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).or(page.getByRole('searchbox')).first().waitFor();
  await page.locator(ready).first().waitFor();
}

/** Every screen of the toolbox once signed in, each waited for until its content shows. */
export const SIGNED_IN_PAGES: ToolboxPage[] = [
  { name: 'home', open: (page) => go(page, '/toolbox/', 'main section') },
  {
    name: 'search',
    open: async (page) => {
      await go(page, '/toolbox/?q=milk', 'main');
      await page.getByTestId('search-results').waitFor();
    },
  },
  { name: 'machines', open: (page) => go(page, '/toolbox/machines', 'main section') },
  {
    name: 'machine',
    open: (page) => go(page, `/toolbox/machines/${SAMPLE_MACHINE}`, '[role=tabpanel]'),
  },
  {
    name: 'guide',
    open: async (page) => {
      await go(page, `/toolbox/machines/${SAMPLE_MACHINE}`, '[role=tabpanel] a');
      await page.locator('[role=tabpanel] a').first().click();
      await page.getByTestId('guide-step').waitFor();
    },
  },
  {
    name: 'part diagram',
    open: async (page) => {
      await go(page, `/toolbox/machines/${SAMPLE_MACHINE}?tab=diagrams`, '[role=tabpanel] a');
      await page.locator('[role=tabpanel] a').first().click();
      await page.getByTestId('diagram-viewport').waitFor();
      await page
        .getByRole('button', { name: /^Part / })
        .first()
        .click();
    },
  },
  {
    name: 'documents',
    open: (page) => go(page, '/toolbox/documents', 'main a[href*="/documents/"]'),
  },
  {
    name: 'document',
    open: async (page) => {
      await go(page, '/toolbox/documents', 'main a[href*="/documents/"]');
      await page.locator('main a[href*="/documents/"]').first().click();
      await page.getByText('SHA-256 verified').waitFor();
    },
  },
  {
    name: 'software list',
    open: (page) => go(page, '/toolbox/software', 'main a[href*="/software/"]'),
  },
  {
    name: 'software',
    open: async (page) => {
      await go(page, '/toolbox/software', 'main a[href*="/software/"]');
      await page.locator('main a[href*="/software/"]').first().click();
      await page.getByText('SHA-256', { exact: true }).waitFor();
    },
  },
  { name: 'offline', open: (page) => go(page, '/toolbox/offline', 'main section') },
];
