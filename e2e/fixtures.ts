import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { test as base, expect } from '@playwright/test';
import { addMachine } from './files';

/** The admin scripts/e2e-server.mjs creates at start. */
export const ADMIN = { email: 'admin@toolbox.test', password: 'Admin-password-1' } as const;

export interface Credentials {
  email: string;
  password: string;
}

export interface TestUser extends Credentials {
  displayName: string;
  role: string;
  team?: string;
}

/** Screenshots the specs keep, at the repository's test-results/screenshots. */
export const SCREENSHOT_DIR = path.resolve(
  import.meta.dirname,
  '..',
  'test-results',
  'screenshots',
);
export const screenshotPath = (name: string) => path.join(SCREENSHOT_DIR, `${name}.png`);

/**
 * A screenshot of the whole page with the viewport stretched to fit it, so the shell's fixed
 * sidebar runs the full height (a plain full-page shot leaves it at the first screen's height).
 */
export async function screenshotWholePage(page: Page, name: string): Promise<void> {
  const viewport = page.viewportSize() ?? { width: 1280, height: 720 };
  const pageHeight = () => page.evaluate(() => document.documentElement.scrollHeight);
  // Twice: the taller window can change the layout (and so the height) once more.
  for (let round = 0; round < 2; round += 1) {
    const height = Math.max(viewport.height, await pageHeight());
    await page.setViewportSize({ width: viewport.width, height });
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
  }
  await page.screenshot({ path: screenshotPath(name) });
  await page.setViewportSize(viewport);
}

/** The e2e server's DATA_DIR (scripts/e2e-server.mjs): its database, files and outbox. */
const e2ePort = process.env.E2E_PORT ?? '4173';
export const E2E_DATA_DIR = path.resolve(
  import.meta.dirname,
  '..',
  '.tmp',
  e2ePort === '4173' ? 'e2e-data' : `e2e-data-${e2ePort}`,
);

/** Where the e2e server (no SMTP_URL) writes its mail as .eml files. */
export const OUTBOX_DIR = path.join(E2E_DATA_DIR, 'outbox');

/** A unique address, so tests never trip over each other's users. */
export const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@toolbox.test`;

/** The body of an .eml file as plain text: quoted-printable and base64 parts decoded. */
export function decodeEml(raw: string): string {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  if (/content-transfer-encoding:\s*base64/i.test(head)) {
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
    return body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
  return body;
}

/**
 * The password reset link of the newest mail to `email` written after `since` (the server
 * sends it in the background, so this waits for it).
 */
export async function readResetLink(email: string, since: number): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const names = await fs.readdir(OUTBOX_DIR).catch(() => [] as string[]);
        const mails = await Promise.all(
          names
            .filter((name) => name.endsWith('.eml'))
            .map(async (name) => {
              const file = path.join(OUTBOX_DIR, name);
              const [stat, raw] = await Promise.all([fs.stat(file), fs.readFile(file, 'utf8')]);
              return { at: stat.mtimeMs, raw };
            }),
        );
        const newest = mails
          .filter((mail) => mail.at >= since - 1000 && mail.raw.includes(email))
          .sort((a, b) => b.at - a.at)[0];
        link = newest
          ? decodeEml(newest.raw).match(/https?:\/\/\S+\/reset-password\?token=[\w%-]+/)?.[0]
          : undefined;
        return link;
      },
      { message: `a password reset mail to ${email} in ${OUTBOX_DIR}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return link!;
}

/**
 * The scripts `page` fetches from now on, as text: to check what a first page loads (issue #19
 * item 8). zod names its error class, so a bundle that carries zod contains `ZodError`.
 */
export function watchScripts(page: Page): { texts: () => Promise<string[]> } {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.push(response.text().catch(() => ''));
  });
  return { texts: () => Promise.all(bodies) };
}

/** Fills in and sends the toolbox's sign-in form, as an engineer on their phone would. */
export async function submitToolboxSignIn(page: Page, user: Credentials): Promise<void> {
  await page.goto('/toolbox/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs in through the toolbox's own form and waits for its home screen. */
export async function signInToToolbox(page: Page, user: Credentials): Promise<void> {
  await submitToolboxSignIn(page, user);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();
}

/** Signs in through the login form, as a person would. */
export async function signInWithForm(page: Page, user: Credentials): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function signIn(request: APIRequestContext, user: Credentials): Promise<void> {
  const response = await request.post('/api/v1/auth/sign-in', {
    data: { email: user.email, password: user.password, rememberMe: false },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Signs `page`'s browser context in through the API: no clicking through the form. */
export async function login(page: Page, user: Credentials = ADMIN): Promise<void> {
  await signIn(page.request, user);
}

/**
 * Signs the administrator in on `page` and adds a machine through the API, where a test works on
 * one: the machine, and a tag that keeps this run's names apart from earlier runs'.
 */
export async function loginWithNewMachine(page: Page) {
  await login(page);
  const machine = await addMachine(page.request);
  return { machine, tag: randomUUID().slice(0, 6) };
}

type CreateUser = (overrides?: Partial<TestUser>) => Promise<TestUser>;

/** sessionStorage key of the splash screen (apps/portal/src/components/splash-screen.tsx). */
export const SPLASH_SHOWN_KEY = 'splash-shown';

export const test = base.extend<{
  adminApi: APIRequestContext;
  createUser: CreateUser;
  failOnPageError: void;
  skipSplash: void;
}>({
  /**
   * The splash shows once per browser session; every test's context is a new session, so the
   * test page starts as a returning visitor's would. shell.spec.ts looks at the splash itself.
   */
  skipSplash: [
    async ({ context }, use) => {
      // Init scripts run in every frame too: a previewed PDF or a sandboxed one has no storage.
      await context.addInitScript((key) => {
        try {
          if (window.top === window) window.sessionStorage?.setItem(key, 'true');
        } catch {
          // No storage in this frame: nothing to mark.
        }
      }, SPLASH_SHOWN_KEY);
      await use();
    },
    { auto: true },
  ],

  /** Any uncaught error in the page fails the test, so a broken screen cannot pass quietly. */
  failOnPageError: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await use();
      expect(errors, errors.map((e) => e.stack ?? e.message).join('\n')).toEqual([]);
    },
    { auto: true },
  ],

  /** An API client signed in as the administrator, for seeding data the way the portal would. */
  adminApi: async ({ playwright, baseURL }, use) => {
    const admin = await playwright.request.newContext({ ...(baseURL ? { baseURL } : {}) });
    await signIn(admin, ADMIN);
    await use(admin);
    await admin.dispose();
  },

  /** Creates users through the admin API, each with a unique email. */
  createUser: async ({ playwright, baseURL }, use) => {
    const admin = await playwright.request.newContext({ ...(baseURL ? { baseURL } : {}) });
    await signIn(admin, ADMIN);
    await use(async (overrides = {}) => {
      const user: TestUser = {
        email: `engineer-${randomUUID().slice(0, 8)}@toolbox.test`,
        password: 'Engineer-password-1',
        displayName: 'Eve Engineer',
        role: 'Engineer',
        ...overrides,
      };
      const response = await admin.post('/api/v1/users', { data: user });
      expect(response.status(), await response.text()).toBe(201);
      return user;
    });
    await admin.dispose();
  },
});

export { expect };
