import { messages, type ApiErrorBody, type User } from '@toolbox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestTeam, injectAs, type TestContext, type TestUser } from '../../../test/helpers';

/**
 * docs/product.md#sec-display-names: a display name cannot reverse its own text, hide characters
 * or carry control characters; it is stored NFC-normalised and trimmed, on every path that sets
 * one (an administrator's create and edit, a user's own profile).
 */
let t: TestContext, admin: TestUser, engineer: TestUser;

beforeAll(async () => {
  ({ t, admin, engineer } = await createTestTeam());
});
afterAll(() => t.close());

const refused = messages.input.invisibleCharacters('Display name');

/** The three ways a display name is set, each with the name given. */
const routes = {
  create: (displayName: string) =>
    injectAs(t, admin, 'POST', '/api/v1/users', {
      email: `p-${Math.random().toString(36).slice(2, 8)}@example.com`,
      displayName,
      role: 'Engineer',
      password: 'a-fine-password',
    }),
  edit: (displayName: string) =>
    injectAs(t, admin, 'PATCH', `/api/v1/users/${engineer.id}`, { displayName }),
  profile: (displayName: string) =>
    injectAs(t, engineer, 'PATCH', '/api/v1/auth/profile', { displayName }),
};
const ways = Object.keys(routes) as (keyof typeof routes)[];

describe('display names', () => {
  it.each(
    ways.flatMap((way) => [
      [way, 'a right-to-left override', 'Eve \u202enimdA'],
      [way, 'a left-to-right isolate', 'Eve \u2066Admin\u2069'],
      [way, 'a zero-width space', 'Ad\u200bmin'],
      [way, 'a bell', 'Eve\u0007'],
      [way, 'a line break inside', 'Eve\nAdministrator'],
      [way, 'a soft hyphen', 'Ad\u00admin'],
    ]),
  )('%s refuses a name with %s', async (way, _, name) => {
    const response = await routes[way](name);
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().details).toEqual({ displayName: [refused] });
  });

  it.each(ways)('%s stores the name NFC-normalised and trimmed', async (way) => {
    // "José" with a combining acute accent, and spaces around it.
    const response = await routes[way]('  Jose\u0301 Garci\u0301a \t');
    expect(response.statusCode).toBeLessThan(300);
    expect(response.json<{ user: User }>().user.displayName).toBe('José García');
  });

  it.each(ways)('%s keeps the joiners that scripts and emoji need', async (way) => {
    // Persian uses the zero-width non-joiner inside words; emoji sequences use the joiner.
    const name = 'می\u200cخواهم 👩\u200d🔧';
    const response = await routes[way](name);
    expect(response.statusCode).toBeLessThan(300);
    expect(response.json<{ user: User }>().user.displayName).toBe(name);
  });
});
