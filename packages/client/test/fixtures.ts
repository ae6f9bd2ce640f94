import type { User } from '@toolbox/domain';

const AT = '2024-01-01T00:00:00.000Z';

/**
 * A user as the API answers it (an active engineer), for the client's tests and the apps'
 * (`@toolbox/client/test/fixtures`); a test overrides what it looks at.
 */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    email: 'eng@toolbox.test',
    displayName: 'Erin Engineer',
    role: 'Engineer',
    team: null,
    status: 'active',
    disabled: false,
    mustChangePassword: false,
    twoFactorEnabled: false,
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  };
}
