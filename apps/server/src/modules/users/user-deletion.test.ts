import crypto from 'node:crypto';
import { API_ERROR_CODES, AUDIT_ACTIONS, messages, type Document } from '@toolbox/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext, TestUser } from '../../../test/helpers';
import { createTestAdmin, injectAs } from '../../../test/helpers';
import { pdfBytes, publishUpload } from '../../../test/upload-helpers';
import { pushSubscriptions, sessions } from '../../db/schema';
import type { LiveEvent } from '../../lib/events/event-bus';

/** Issue #17 item 2: an administrator deletes a user permanently. */
let t: TestContext, admin: TestUser;

beforeAll(async () => {
  ({ t, admin } = await createTestAdmin({ displayName: 'Ada Admin' }));
});
afterAll(() => t.close());

const remove = (by: TestUser, id: string) => injectAs(t, by, 'DELETE', `/api/v1/users/${id}`);

async function subscribePush(userId: string) {
  await t.database.db.insert(pushSubscriptions).values({
    id: crypto.randomUUID(),
    userId,
    endpoint: `https://push.example.com/${crypto.randomUUID()}`,
    p256dh: 'key',
    auth: 'auth',
  });
}

describe('deleting a user', () => {
  it('removes the account, sessions and push subscriptions; tells their open pages; audits', async () => {
    const person = await t.createUser({ role: 'Engineer', displayName: 'Pat Person' });
    await subscribePush(person.id);
    const heard: LiveEvent[] = [];
    const stop = t.services.events.subscribe((event) => heard.push(event));

    const response = await remove(admin, person.id);
    stop();
    expect(response.statusCode).toBe(204);

    expect((await injectAs(t, admin, 'GET', `/api/v1/users/${person.id}`)).statusCode).toBe(404);
    expect((await injectAs(t, person, 'GET', '/api/v1/auth/session')).statusCode).toBe(401);
    const signIn = await t.signIn(person.email, person.password);
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json<{ message: string }>().message).toBe(messages.login.invalidCredential);
    const left = async (table: typeof sessions | typeof pushSubscriptions) =>
      (await t.database.db.select().from(table).where(eq(table.userId, person.id))).length;
    expect(await left(sessions)).toBe(0);
    expect(await left(pushSubscriptions)).toBe(0);

    expect(heard).toContainEqual(
      expect.objectContaining({
        type: 'signed-out',
        userId: person.id,
        payload: { reason: API_ERROR_CODES.accountDeleted },
      }),
    );
    const [entry] = await t.services.audit.list({
      targetId: person.id,
      action: AUDIT_ACTIONS.userDeleted,
    });
    expect(entry).toMatchObject({
      actorId: admin.id,
      targetId: person.id,
      details: { before: { email: person.email, displayName: 'Pat Person' } },
    });
    // The deleted user's own entries keep their id.
    const own = await t.services.audit.list({ action: AUDIT_ACTIONS.signIn });
    expect(own.some((row) => row.actorId === person.id)).toBe(true);
  });

  it('keeps what they uploaded, with their name as the author', async () => {
    const uploader = await t.createUser({ role: 'Admin', displayName: 'Uma Uploader' });
    const created = await publishUpload(
      t,
      uploader,
      '/api/v1/documents',
      { bytes: pdfBytes(2000), kind: 'document', filename: 'manual.pdf' },
      { category: ['Service'], author: 'Uma Uploader' },
    );
    expect(created.statusCode).toBe(201);
    const { document } = created.json<{ document: Document }>();

    expect((await remove(admin, uploader.id)).statusCode).toBe(204);
    const after = await injectAs(t, admin, 'GET', `/api/v1/documents/${document.id}`);
    expect(after.statusCode).toBe(200);
    expect(after.json<{ document: Document }>().document).toMatchObject({
      author: 'Uma Uploader',
      uploadedBy: uploader.email,
    });
  });

  it('refuses one’s own account, an engineer, an unknown id', async () => {
    const own = await remove(admin, admin.id);
    expect(own.statusCode).toBe(409);
    expect(own.json<{ message: string }>().message).toBe(messages.user.cannotDeleteSelf);
    const engineer = await t.createUser({ role: 'Engineer' });
    expect((await remove(engineer, admin.id)).statusCode).toBe(403);
    expect((await remove(admin, 'no-such-user')).statusCode).toBe(404);
  });

  it('never deletes the last active administrator', async () => {
    // A user with no role may enter the portal (docs/product.md#portal-access) without being
    // an administrator: the only caller who could remove the last one.
    const roleless = await t.createUser({ role: null });
    const others = await t.database.db.execute(
      sql`update users set status = 'inactive' where lower(role) = 'admin' and id <> ${admin.id}`,
    );
    expect(others).toBeDefined();
    const response = await remove(roleless, admin.id);
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(messages.user.lastAdminDelete);
    expect((await injectAs(t, admin, 'GET', '/api/v1/auth/session')).statusCode).toBe(200);
  });
});
