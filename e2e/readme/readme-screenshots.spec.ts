import type { Page } from '@playwright/test';
import type { Document, PartDiagram } from '@toolbox/domain';
import {
  deriveMachineId,
  documentNotification,
  messages,
  SEND_NOTIFICATION_FUNCTION,
} from '@toolbox/domain';
import {
  DOCUMENTS,
  ENGINEER_PASSWORD,
  ENGINEERS,
  GUIDES,
  MACHINES,
  SOFTWARE,
} from '../../apps/server/src/demo/catalogue';
import {
  expect,
  login,
  screenshotPath,
  screenshotWholePage,
  test,
  type Credentials,
} from '../fixtures';

/**
 * The README's screenshots, of the sample catalogue (`npm run demo`) and nothing else. Run by
 * `npm run screenshots` (scripts/screenshots.mjs), which starts the server, passes its
 * administrator here and copies test-results/screenshots/readme/ to docs/screenshots/.
 */
const ADMIN: Credentials = {
  email: process.env.SCREENSHOTS_ADMIN_EMAIL ?? '',
  password: process.env.SCREENSHOTS_ADMIN_PASSWORD ?? '',
};
/** The first demo engineer, as the README suggests trying the toolbox. */
const ENGINEER: Credentials = { email: ENGINEERS[0]!.email, password: ENGINEER_PASSWORD };
/** The demo machine with a guide, the part diagram, documents and software. */
const MACHINE_ID = 'franke_a600';
const MACHINE = MACHINES.find((m) => deriveMachineId(m.manufacturer, m.model) === MACHINE_ID)!;
const GUIDE = GUIDES.find((guide) => guide.machine === MACHINE_ID)!;
/** The manual the demo gives a second version. */
const MANUAL = DOCUMENTS[0]!.title;
/** The document the live notification announces. */
const ANNOUNCED = DOCUMENTS.find((document) => document.machines.includes(MACHINE_ID))!.title;

const readme = (name: string) => `readme/${name}`;

/**
 * Waits until no finite animation or transition runs (a modal or toast still fading in, a tab
 * indicator still sliding) and two frames are painted. Endless ones (a spinner) are left alone.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/** A settled shot of the viewport, for a screen that is seen as it first opens. */
async function shootViewport(page: Page, name: string): Promise<void> {
  await settle(page);
  await page.screenshot({ path: screenshotPath(readme(name)) });
}

/**
 * A settled shot of the whole page. The viewport is stretched and settled first: the portal's
 * sidebar follows the window's height with a transition, which screenshotWholePage alone may
 * catch half-way.
 */
async function shootWholePage(page: Page, name: string): Promise<void> {
  const viewport = page.viewportSize()!;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.max(viewport.height, height) });
  await settle(page);
  await screenshotWholePage(page, readme(name));
  await page.setViewportSize(viewport);
}

/** "Not Now" on the notification prompt bar, so it stays out of the shots for this session. */
async function dismissPromptBar(page: Page): Promise<void> {
  const bar = page.getByRole('region', { name: 'Notifications' });
  await bar.getByRole('button', { name: messages.shell.promptNotNow }).click();
  await expect(bar).toBeHidden();
}

async function findDocument(page: Page, title: string): Promise<Document> {
  const found = await page.request.get(`/api/v1/documents?search=${encodeURIComponent(title)}`);
  const { items } = (await found.json()) as { items: Document[] };
  const document = items.find((item) => item.title === title);
  if (!document) throw new Error(`The demo document "${title}" is missing: run on the demo data.`);
  return document;
}

test('portal: dashboard, a document, a part diagram and a live notification', async ({
  page,
  playwright,
  baseURL,
}) => {
  await login(page, ADMIN);
  await page.goto('/dashboard');
  await dismissPromptBar(page);
  // The newest upload of the demo heads Recent Activity once the dashboard has loaded.
  const activity = page.getByRole('region', { name: 'Recent Activity' });
  await expect(activity.getByText(SOFTWARE.at(-1)!.name)).toBeVisible();
  await shootWholePage(page, 'dashboard');

  // The manual with two versions, its PDF shown by the browser's viewer.
  const manual = await findDocument(page, MANUAL);
  await page.goto(`/documents/${manual.id}`);
  await expect(page.getByRole('heading', { name: manual.title })).toBeVisible();
  await expect(page.getByTestId('version-row')).toHaveCount(2);
  const preview = page.frameLocator(`iframe[title="Preview of ${manual.title}"]`);
  await expect(preview.locator('embed, body').first()).toBeAttached();
  // The PDF viewer paints in a process of its own, after the frame has loaded.
  await page.waitForTimeout(2000);
  await shootWholePage(page, 'document-detail');

  // The brew unit diagram: pointing at hotspot 3 lights up its row.
  const diagrams = await page.request.get(`/api/v1/machines/${MACHINE_ID}/part-diagrams`);
  const [diagram] = ((await diagrams.json()) as { items: PartDiagram[] }).items;
  await page.goto(`/machine-types/${MACHINE_ID}/part-diagrams/${diagram!.id}`);
  const image = page.getByRole('img', { name: diagram!.title });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(960);
  await page.getByRole('button', { name: 'Hotspot 3', exact: true }).hover();
  await expect(page.getByTestId('part-row').filter({ hasText: 'O-ring' })).toHaveAttribute(
    'data-highlighted',
  );
  await shootWholePage(page, 'part-diagram');

  // A notification sent through the API, as the portal sends one after an upload, reaches this
  // open portal as a toast. The live event stream must be open before it is sent.
  const announced = await findDocument(page, ANNOUNCED);
  const eventStream = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/v1/events',
  );
  await page.goto('/dashboard');
  await expect(activity.getByText(SOFTWARE.at(-1)!.name)).toBeVisible();
  await eventStream;
  const sender = await playwright.request.newContext({ ...(baseURL ? { baseURL } : {}) });
  try {
    const signedIn = await sender.post('/api/v1/auth/sign-in', {
      data: { ...ADMIN, rememberMe: false },
    });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
    const sent = await sender.post(`/api/v1/functions/${SEND_NOTIFICATION_FUNCTION}`, {
      data: {
        data: documentNotification({
          documentId: announced.id,
          title: announced.title,
          category: announced.category,
        }),
      },
    });
    expect(sent.status(), await sent.text()).toBe(200);
  } finally {
    await sender.dispose();
  }
  const toast = page.getByRole('status', { name: messages.notifications.documentTitle });
  await expect(toast).toContainText(messages.notifications.documentBody(announced.title));
  await shootViewport(page, 'foreground-notification');
});

test.describe('toolbox on a phone', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'allow',
  });

  test('a guide, a part diagram and a kept machine without signal', async ({ page, context }) => {
    await page.goto('/toolbox/login');
    await page.getByLabel('Email').fill(ENGINEER.email);
    await page.getByLabel('Password', { exact: true }).fill(ENGINEER.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();
    await dismissPromptBar(page);

    await page.goto(`/toolbox/machines/${MACHINE_ID}`);
    await page.getByRole('link', { name: new RegExp(GUIDE.title) }).click();
    const step = page.getByTestId('guide-step');
    await expect(step).toContainText(`Step 1 of ${GUIDE.steps.length}`);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(step).toContainText(`Step 2 of ${GUIDE.steps.length}`);
    await shootViewport(page, 'toolbox-guide');

    await page.goto(`/toolbox/machines/${MACHINE_ID}?tab=diagrams`);
    await page.getByRole('link', { name: /Brew unit/ }).click();
    await page.getByRole('button', { name: 'Part 3' }).tap();
    await expect(page.getByTestId('selected-part')).toContainText('O-ring 28 x 2.5');
    // Taller than the phone: the whole page, so the parts list is not cut off under the bottom bar.
    await shootWholePage(page, 'toolbox-part-diagram');

    // Kept on the device, then opened again without signal.
    await page.goto(`/toolbox/machines/${MACHINE_ID}`);
    await page.getByRole('button', { name: 'Make available offline' }).click();
    await expect(page.getByTestId('kept-summary')).toContainText('files', { timeout: 30_000 });
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('offline-banner')).toContainText(messages.toolbox.offlineBanner);
    await expect(page.getByRole('heading', { level: 1, name: MACHINE.model })).toBeVisible();
    await shootViewport(page, 'toolbox-offline');
    await context.setOffline(false);
  });
});
