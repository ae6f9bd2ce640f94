import type { Dashboard, User } from '@toolbox/domain';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    email: 'ada@toolbox.test',
    displayName: 'Ada Admin',
    role: 'Admin',
    team: null,
    status: 'active',
    disabled: false,
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeDashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    users: { total: 0, admins: 0, engineers: 0 },
    documents: { total: 0, categories: 0 },
    software: { total: 0, categories: 0 },
    machines: { total: 0, manufacturers: 0 },
    documentCategories: [],
    manufacturers: [],
    recentActivity: [],
    ...overrides,
  };
}
