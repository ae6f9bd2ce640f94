import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { test as base, expect } from '@playwright/test';

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

type CreateUser = (overrides?: Partial<TestUser>) => Promise<TestUser>;

export const test = base.extend<{ createUser: CreateUser; failOnPageError: void }>({
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
