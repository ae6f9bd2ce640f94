import { messages, type Dashboard } from '@toolbox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin, type TestContext, type TestUser } from '../../../test/helpers';
import { eq } from 'drizzle-orm';
import { documentCategoryCounts, documents, machines, software } from '../../db/schema';

let t: TestContext, admin: TestUser;

beforeAll(async () => {
  ({ t, admin } = await createTestAdmin({ displayName: 'Ada Admin' }));
});
afterAll(() => t.close());

const get = () =>
  t.app.inject({ method: 'GET', url: '/api/v1/dashboard', headers: { cookie: admin.cookie } });

const at = (minutesAgo: number) => new Date(Date.UTC(2026, 0, 1, 12, 0) - minutesAgo * 60_000);

describe('dashboard', () => {
  it('is all zeros and empty lists on a fresh database (but the admin)', async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      users: { total: 1, admins: 1, engineers: 0 },
      documents: { total: 0, categories: 0 },
      software: { total: 0, categories: 0 },
      machines: { total: 0, manufacturers: 0 },
      documentCategories: [],
      manufacturers: [],
      recentActivity: [],
    });
    expect(messages.dashboard.noActivity).toBe('No recent activity.');
  });

  it('counts, groups and orders everything in SQL', async () => {
    await t.createUser({ role: 'Engineer' });
    await t.createUser({ role: 'engineer' }); // counted in the total only: exact values (docs/product.md#roles)
    await t.createUser({ role: 'ADMIN' });
    await t.createUser({ role: 'Costax' });

    const db = t.database.db;
    const categories = [
      'Maintenance',
      'User Guide',
      'Cleaning',
      'Troubleshooting',
      'Service',
      'Parts',
      'Safety',
      'Install',
      'Electrical',
      'Water',
    ];
    // Category i gets (10 - i) documents; every document also in "Service".
    const docs = [];
    let n = 0;
    for (const [i, name] of categories.entries()) {
      for (let k = 0; k < 10 - i; k++) {
        n += 1;
        docs.push({
          id: `doc-${n}`,
          title: `Doc ${n}`,
          categories: name === 'Service' ? [name] : [name, 'Service'],
          uploadDate: at(n),
          uploadedBy: admin.id,
        });
      }
    }
    await db.insert(documents).values(docs);
    await db.insert(software).values(
      Array.from({ length: 7 }, (_, i) => ({
        id: `sw-${i}`,
        name: `Package ${i}`,
        category: i % 2 ? 'Firmware' : 'Tools',
        version: `1.${i}`,
        downloadURL: `/files/sw-${i}`,
        filePath: `software/${i}.zip`,
        fileSizeKB: 10,
        sha256FileHash: 'AB',
        uploadDate: at(i * 2 + 0.5),
        // What the product writes: the uploader's email (documents above hold an id, as older
        // and imported records may).
        ...(i === 1 ? { uploadedBy: admin.email } : {}),
      })),
    );
    await db.insert(machines).values([
      { id: 'jura_e8', manufacturer: 'Jura', model: 'E8' },
      { id: 'jura_x10', manufacturer: 'Jura', model: 'X10' },
      { id: 'wmf_1500s', manufacturer: 'WMF', model: '1500 S+' },
    ]);

    const body = (await get()).json<Dashboard>();
    expect(body.users).toEqual({ total: 5, admins: 1, engineers: 1 });
    expect(body.documents).toEqual({ total: n, categories: 10 });
    expect(body.software).toEqual({ total: 7, categories: 2 });
    expect(body.machines).toEqual({ total: 3, manufacturers: 2 });
    expect(body.documentCategories).toHaveLength(8);
    expect(body.documentCategories[0]).toEqual({ name: 'Service', count: n });
    expect(body.documentCategories[1]).toEqual({ name: 'Maintenance', count: 10 });
    expect(body.documentCategories.map((c) => c.name)).not.toContain('Water');
    expect(body.manufacturers).toEqual([
      { name: 'Jura', count: 2 },
      { name: 'WMF', count: 1 },
    ]);

    // The 5 latest documents (1..5 minutes ago) and 5 latest packages (0.5, 2.5, 4.5, 6.5, 8.5), newest first, at most 10.
    const activity = body.recentActivity as {
      kind: string;
      id: string;
      at: string;
      by: string | null;
      detail: string;
    }[];
    expect(activity).toHaveLength(10);
    expect(activity.map((a) => a.id)).toEqual([
      'sw-0',
      'doc-1',
      'doc-2',
      'sw-1',
      'doc-3',
      'doc-4',
      'sw-2',
      'doc-5',
      'sw-3',
      'sw-4',
    ]);
    expect(activity[1]).toMatchObject({
      kind: 'document',
      title: 'Doc 1',
      detail: 'Maintenance',
      by: 'Ada Admin',
    });
    expect(activity[0]).toMatchObject({
      kind: 'software',
      title: 'Package 0',
      detail: 'v1.0',
      by: null,
    });
    expect(activity[3]).toMatchObject({ kind: 'software', title: 'Package 1', by: 'Ada Admin' });
  });

  it('keeps category counts right through edits and deletes', async () => {
    const db = t.database.db;
    await db
      .insert(documents)
      .values({ id: 'edit-me', title: 'Edit me', categories: ['Zeta', 'Zeta', 'Omega'] });
    let body = (await get()).json<Dashboard>();
    const total = body.documents.categories;
    await db
      .update(documents)
      .set({ categories: ['Omega'] })
      .where(eq(documents.id, 'edit-me'));
    body = (await get()).json<Dashboard>();
    expect(body.documents.categories).toBe(total - 1); // Zeta is gone
    await db.delete(documents).where(eq(documents.id, 'edit-me'));
    body = (await get()).json<Dashboard>();
    expect(body.documents.categories).toBe(total - 2);
    const counts = await db.select().from(documentCategoryCounts);
    expect(counts.find((c) => c.name === 'Service')?.count).toBe(body.documents.total);
  });
});
