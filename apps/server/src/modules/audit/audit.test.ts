import type { AuditEntry, Page } from '@toolbox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestTeam, type TestContext, type TestUser } from '../../../test/helpers';

let t: TestContext, admin: TestUser, engineer: TestUser;

beforeAll(async () => {
  ({ t, admin, engineer } = await createTestTeam());
  await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/access-denied',
    headers: { cookie: engineer.cookie },
    payload: { path: '/dashboard' },
  });
});
afterAll(() => t.close());

const page = async (query: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/v1/audit?${query}`,
      headers: { cookie: admin.cookie },
    })
  ).json<Page<AuditEntry>>();

describe('GET /api/v1/audit', () => {
  it('lists newest first with the total', async () => {
    const all = await page('pageSize=100');
    expect(all.total).toBe(all.items.length);
    const times = all.items.map((e) => e.at);
    expect(times).toEqual([...times].sort().reverse());
    expect(all.items[0]).toMatchObject({
      action: 'auth.access-denied',
      actorEmail: engineer.email,
      targetId: '/dashboard',
    });
  });

  it('filters by action, actor, target and time, and paginates', async () => {
    const signIns = await page(`action=auth.sign-in&actorId=${engineer.id}`);
    expect(signIns.items.length).toBeGreaterThan(0);
    expect(
      signIns.items.every((e) => e.action === 'auth.sign-in' && e.actorId === engineer.id),
    ).toBe(true);
    const created = await page(`targetType=user&targetId=${engineer.id}&action=user.created`);
    expect(created.total).toBe(1);
    const future = await page(
      `from=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`,
    );
    expect(future.total).toBe(0);
    const paged = await page('pageSize=1&page=2');
    expect(paged.items).toHaveLength(1);
    expect(paged.page).toBe(2);
  });

  it('is for administrators only', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/audit',
      headers: { cookie: engineer.cookie },
    });
    expect(response.statusCode).toBe(403);
  });
});
