import {
  AUDIT_ACTIONS,
  messages,
  REMINDER_INTERVAL_MINUTES,
  type Document,
  type MustReadStatus,
  type MyMustReadList,
} from '@toolbox/domain';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationRecipients, users } from '../../db/schema';
import {
  createTestTeam,
  finishedNotification,
  type TestContext,
  type TestUser,
} from '../../../test/helpers';
import { startPushService } from '../../../test/push-service';
import { pdfBytes, uploadBytes } from '../../../test/upload-helpers';

// docs/product.md#must-read, decision 029
let t: TestContext, admin: TestUser, engineer: TestUser;
let push: Awaited<ReturnType<typeof startPushService>>;

beforeAll(async () => {
  ({ t, admin, engineer } = await createTestTeam({
    PUSH_ALLOW_PRIVATE_HOSTS: 'true',
    PUSH_RETRY_DELAY_SECONDS: '0',
  }));
  push = await startPushService();
});
afterAll(async () => {
  await t.close();
  await push.close();
});

const call = (
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  user: TestUser | null,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: user ? { cookie: user.cookie } : {},
    ...(payload ? { payload } : {}),
  });

let machineCount = 0;
async function createMachine(): Promise<string> {
  machineCount += 1;
  const response = await call('POST', '/api/v1/machines', admin, {
    manufacturer: 'Mustread',
    model: `M${machineCount}-${Date.now()}`,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ machine: { id: string } }>().machine.id;
}

async function upload(url: string, body: Record<string, unknown>) {
  const uploadId = await uploadBytes(t, admin, pdfBytes(2000), {
    kind: 'document',
    filename: 'Bulletin.pdf',
  });
  const response = await call('POST', url, admin, { uploadId, ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ document: Document }>().document;
}
const createDocument = () => upload('/api/v1/documents', { category: ['Safety'] });

const assign = (user: TestUser, machineIds: string[]) =>
  call('PUT', `/api/v1/users/${user.id}/machines`, admin, { machineIds });
const mark = (id: string, body: object) =>
  call('PUT', `/api/v1/documents/${id}/must-read`, admin, body);
const status = async (id: string, query = '') => {
  const response = await call('GET', `/api/v1/documents/${id}/must-read${query}`, admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MustReadStatus>();
};
const mine = async (user: TestUser) => {
  const response = await call('GET', '/api/v1/documents/must-read', user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MyMustReadList>();
};
const acknowledge = (id: string, user: TestUser) =>
  call('PUT', `/api/v1/documents/${id}/acknowledgement`, user);
const activeUsers = async () => {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.status, 'active'), eq(users.disabled, false)));
  return Number(row?.n);
};

describe("an engineer's machines", () => {
  it('are replaced as a whole, checked, audited, and for administrators only', async () => {
    const [a, b] = [await createMachine(), await createMachine()];
    const unknown = await assign(engineer, [a, 'no-such-machine']);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      message: messages.mustRead.unknownMachines('no-such-machine'),
    });

    const saved = await assign(engineer, [b, a, a]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(
      saved
        .json<{ machines: { id: string }[] }>()
        .machines.map((m) => m.id)
        .sort(),
    ).toEqual([a, b].sort());
    const read = await call('GET', `/api/v1/users/${engineer.id}/machines`, admin);
    expect(read.json()).toEqual(saved.json());

    const entries = await t.services.audit.list({
      action: AUDIT_ACTIONS.userMachinesChanged,
      targetId: engineer.id,
    });
    expect(entries[0]).toMatchObject({ actorId: admin.id, details: { before: { machines: '' } } });
    const after = (entries[0]?.details as { after: { machines: string } }).after.machines;
    expect(after.split(', ').sort()).toEqual([a, b].sort());

    expect(
      (await call('PUT', `/api/v1/users/${engineer.id}/machines`, engineer, {})).statusCode,
    ).toBe(403);
    expect((await call('GET', `/api/v1/users/${engineer.id}/machines`, null)).statusCode).toBe(401);
    expect((await call('GET', '/api/v1/users/nobody/machines', admin)).statusCode).toBe(404);
    await assign(engineer, []);
  });
});

describe('must read', () => {
  it('reaches only the engineers of the chosen machines, until they read it', async () => {
    const [coffee, grinder] = [await createMachine(), await createMachine()];
    const onCoffee = await t.createUser({ role: 'Engineer', displayName: 'Ada Coffee' });
    const onGrinder = await t.createUser({ role: 'Engineer', displayName: 'Bo Grinder' });
    await assign(onCoffee, [coffee]);
    await assign(onGrinder, [grinder]);
    const doc = await createDocument();

    const none = await mark(doc.id, { versionNumber: 1, audience: 'machines', machineIds: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ details: { machineIds: [messages.mustRead.noMachines] } });

    const marked = await mark(doc.id, {
      versionNumber: 1,
      audience: 'machines',
      machineIds: [coffee],
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toMatchObject({
      versionNumber: 1,
      audience: 'machines',
      machines: [{ id: coffee }],
      markedBy: { id: admin.id },
    });

    expect((await mine(onCoffee)).items).toEqual([
      expect.objectContaining({ documentId: doc.id, versionNumber: 1, title: doc.title }),
    ]);
    expect((await mine(onGrinder)).items.map((i) => i.documentId)).not.toContain(doc.id);
    const unread = await status(doc.id);
    expect(unread).toMatchObject({ audienceCount: 1, readCount: 0, total: 1 });
    expect(unread.items).toEqual([
      expect.objectContaining({ id: onCoffee.id, displayName: 'Ada Coffee', acknowledgedAt: null }),
    ]);

    expect((await acknowledge(doc.id, onCoffee)).statusCode).toBe(200);
    expect((await mine(onCoffee)).items.map((i) => i.documentId)).not.toContain(doc.id);
    const read = await status(doc.id, '?status=read');
    expect(read).toMatchObject({ audienceCount: 1, readCount: 1, total: 1 });
    expect(read.items[0]?.id).toBe(onCoffee.id);
    expect(Date.parse(read.items[0]?.acknowledgedAt ?? '')).not.toBeNaN();
    expect((await status(doc.id)).items).toEqual([]);

    // An engineer given the machine later is asked too.
    await assign(onGrinder, [grinder, coffee]);
    expect((await mine(onGrinder)).items.map((i) => i.documentId)).toContain(doc.id);
    expect(await status(doc.id)).toMatchObject({ audienceCount: 2, readCount: 1 });

    const entries = await t.services.audit.list({
      action: AUDIT_ACTIONS.documentMustReadSet,
      targetId: doc.id,
    });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: admin.id,
      details: { versionNumber: 1, audience: 'machines', machineIds: [coffee] },
    });
  });

  it('for everyone counts every active person, and a deactivated one drops out', async () => {
    const leaving = await t.createUser({ role: 'Engineer' });
    const doc = await createDocument();
    expect((await mark(doc.id, { versionNumber: 1, audience: 'all' })).statusCode).toBe(200);
    expect(await status(doc.id)).toMatchObject({
      audienceCount: await activeUsers(),
      readCount: 0,
    });
    expect((await mine(leaving)).items.map((i) => i.documentId)).toContain(doc.id);
    expect((await mine(admin)).items.map((i) => i.documentId)).toContain(doc.id);

    const before = (await status(doc.id)).audienceCount;
    const deactivated = await call('POST', `/api/v1/users/${leaving.id}/deactivate`, admin);
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect((await status(doc.id)).audienceCount).toBe(before - 1);
    expect((await status(doc.id)).audienceCount).toBe(await activeUsers());
  });

  it('is on a version: a stale version is refused, a new one leaves the lists', async () => {
    const doc = await createDocument();
    expect((await mark(doc.id, { versionNumber: 1, audience: 'all' })).statusCode).toBe(200);
    await upload(`/api/v1/documents/${doc.id}/versions`, { changes: 'New torque values' });

    const stale = await mark(doc.id, { versionNumber: 1, audience: 'all' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ message: messages.mustRead.notCurrentVersion });
    expect((await mine(engineer)).items.map((i) => i.documentId)).not.toContain(doc.id);
    expect((await status(doc.id)).mark).toBeNull();

    expect((await mark(doc.id, { versionNumber: 2, audience: 'all' })).statusCode).toBe(200);
    expect((await mine(engineer)).items).toContainEqual(
      expect.objectContaining({ documentId: doc.id, versionNumber: 2 }),
    );
    const one = await call('GET', `/api/v1/documents/must-read?documentId=${doc.id}`, engineer);
    expect(one.json()).toMatchObject({ total: 1 });
  });

  it('is cleared, audited, and answers 404 for an unknown document', async () => {
    const doc = await createDocument();
    await mark(doc.id, { versionNumber: 1, audience: 'all' });
    const unsaid = await call('DELETE', `/api/v1/documents/${doc.id}/must-read`, admin);
    expect(unsaid.statusCode).toBe(400);
    const stale = await call(
      'DELETE',
      `/api/v1/documents/${doc.id}/must-read?versionNumber=2`,
      admin,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ message: messages.mustRead.notCurrentVersion });
    const cleared = await call(
      'DELETE',
      `/api/v1/documents/${doc.id}/must-read?versionNumber=1`,
      admin,
    );
    expect(cleared.statusCode).toBe(204);
    expect((await status(doc.id)).mark).toBeNull();
    expect(
      await t.services.audit.list({
        action: AUDIT_ACTIONS.documentMustReadCleared,
        targetId: doc.id,
      }),
    ).toHaveLength(1);
    expect((await call('GET', '/api/v1/documents/nope/must-read', admin)).statusCode).toBe(404);
    expect((await mark('nope', { versionNumber: 1, audience: 'all' })).json()).toMatchObject({
      message: messages.document.notFound,
    });
  });

  it('keeps its administration from engineers and strangers', async () => {
    const doc = await createDocument();
    const body = { versionNumber: 1, audience: 'all' };
    expect(
      (await call('PUT', `/api/v1/documents/${doc.id}/must-read`, engineer, body)).statusCode,
    ).toBe(403);
    expect((await call('GET', `/api/v1/documents/${doc.id}/must-read`, engineer)).statusCode).toBe(
      403,
    );
    expect(
      (await call('POST', `/api/v1/documents/${doc.id}/must-read/reminders`, engineer)).statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/v1/documents/must-read', null)).statusCode).toBe(401);
  });
});

describe('reminders', () => {
  it('push to the people who have not read it, once per quarter hour', async () => {
    const machine = await createMachine();
    const reader = await t.createUser({ role: 'Engineer' });
    const late = await t.createUser({ role: 'Engineer' });
    const elsewhere = await t.createUser({ role: 'Engineer' });
    await assign(reader, [machine]);
    await assign(late, [machine]);
    const devices = {
      reader: push.device('reminder-reader'),
      late: push.device('reminder-late'),
      elsewhere: push.device('reminder-elsewhere'),
    };
    for (const [user, device] of [
      [reader, devices.reader],
      [late, devices.late],
      [elsewhere, devices.elsewhere],
    ] as const) {
      const saved = await call('POST', '/api/v1/push/subscription', user, {
        subscription: device.subscription,
        deviceInfo: { platform: 'Linux', userAgent: 'Test/1.0' },
      });
      expect(saved.statusCode, saved.body).toBe(201);
    }

    const doc = await createDocument();
    const remindUnmarked = await call(
      'POST',
      `/api/v1/documents/${doc.id}/must-read/reminders`,
      admin,
    );
    expect(remindUnmarked.statusCode).toBe(409);
    expect(remindUnmarked.json()).toMatchObject({ message: messages.mustRead.notMarked });

    await mark(doc.id, { versionNumber: 1, audience: 'machines', machineIds: [machine] });
    await acknowledge(doc.id, reader);
    const before = push.received.length;
    const sent = await call('POST', `/api/v1/documents/${doc.id}/must-read/reminders`, admin);
    expect(sent.statusCode, sent.body).toBe(200);
    const { notificationId, recipients } = sent.json<{
      notificationId: string;
      recipients: number;
    }>();
    expect(recipients).toBe(1);
    const finished = await finishedNotification(t, notificationId);
    expect(finished).toMatchObject({ kind: 'reminder', delivered: 1, failed: 0 });
    const paths = push.received.slice(before).map((p) => p.path);
    expect(paths).toEqual(['/push/reminder-late']);
    const body = devices.late.decrypt(push.received.at(-1)!.body) as {
      notification: { title: string; body: string };
      data: { url: string };
    };
    expect(body.notification).toEqual({
      title: messages.mustRead.reminderTitle,
      body: messages.mustRead.reminderBody(doc.title, 1),
    });
    expect(body.data.url).toBe(`/documents/${doc.id}`);
    const named = await t.database.db
      .select({ userId: notificationRecipients.userId })
      .from(notificationRecipients)
      .where(eq(notificationRecipients.notificationId, notificationId));
    expect(named).toEqual([{ userId: late.id }]);

    const again = await call('POST', `/api/v1/documents/${doc.id}/must-read/reminders`, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: messages.mustRead.reminderTooSoon(REMINDER_INTERVAL_MINUTES),
    });
    const audit = await t.services.audit.list({
      action: AUDIT_ACTIONS.documentReminderSent,
      targetId: doc.id,
    });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ details: { recipients: 1, notificationId } });

    // Removing the mark and setting it again does not lift the wait.
    await call('DELETE', `/api/v1/documents/${doc.id}/must-read?versionNumber=1`, admin);
    await mark(doc.id, { versionNumber: 1, audience: 'machines', machineIds: [machine] });
    const remarked = await call('POST', `/api/v1/documents/${doc.id}/must-read/reminders`, admin);
    expect(remarked.statusCode).toBe(409);
    expect(remarked.json()).toMatchObject({
      message: messages.mustRead.reminderTooSoon(REMINDER_INTERVAL_MINUTES),
    });

    // Not a live event: the open apps of everyone else never see it.
    const replayed = await t.services.notifications.eventsSince(
      new Date(Date.now() - 60_000),
      late.id,
    );
    expect(replayed.map((event) => event.id)).not.toContain(notificationId);

    await acknowledge(doc.id, late);
    const done = await call('POST', `/api/v1/documents/${doc.id}/must-read/reminders`, admin);
    expect(done.json()).toMatchObject({ message: messages.mustRead.everyoneRead });
  });

  it('says so when nobody services the chosen machines, and sends nothing', async () => {
    const lonely = await createMachine();
    const doc = await createDocument();
    await mark(doc.id, { versionNumber: 1, audience: 'machines', machineIds: [lonely] });
    expect(await status(doc.id)).toMatchObject({ audienceCount: 0, readCount: 0 });
    const answer = await call('POST', `/api/v1/documents/${doc.id}/must-read/reminders`, admin);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ message: messages.mustRead.noAudience });
  });
});
