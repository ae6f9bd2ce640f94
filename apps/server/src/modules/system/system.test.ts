import { messages, type SystemInfo, type User } from '@toolbox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { uploadBytes } from '../../../test/upload-helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ SMTP_URL: 'smtp://mailer:s3cret@mail.example:2525' });
});
afterAll(() => t.close());

describe('GET /api/v1/system', () => {
  it('tells administrators what the installation runs on, without secrets', async () => {
    const admin = await t.createUser({ role: 'Admin' });
    const engineer = await t.createUser({ role: 'Engineer' });
    expect(
      (await t.app.inject({ url: '/api/v1/system', headers: { cookie: engineer.cookie } }))
        .statusCode,
    ).toBe(403);

    const before = (
      await t.app.inject({ url: '/api/v1/system', headers: { cookie: admin.cookie } })
    ).json<SystemInfo>();
    expect(before).toMatchObject({
      version: expect.stringMatching(/^\d+\.\d+\.\d+/) as unknown,
      database: { engine: expect.stringMatching(/^(pglite|postgres)$/) as unknown },
      storage: { backend: 'disk', files: 0, usedBytes: 0 },
      push: { configured: true, keySource: 'generated', subscriptions: 0 },
      mail: { transport: 'smtp', host: 'mail.example:2525' },
    });

    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(300 * 1024 - 9, 32)]);
    const uploadId = await uploadBytes(t, admin, pdf, { kind: 'document', filename: 'a.pdf' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/documents',
      headers: { cookie: admin.cookie },
      payload: { uploadId, category: ['Service'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const after = (
      await t.app.inject({ url: '/api/v1/system', headers: { cookie: admin.cookie } })
    ).json<SystemInfo>();
    expect(after.storage).toMatchObject({ files: 1, usedBytes: 300 * 1024 });
    const body = JSON.stringify(after);
    expect(body).not.toContain('s3cret');
    expect(body).not.toContain('mailer');
  });
});

describe('PATCH /api/v1/auth/profile', () => {
  it('lets any signed-in user change their own display name, and nothing else', async () => {
    const engineer = await t.createUser({ role: 'Engineer' });
    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/auth/profile',
      headers: { cookie: engineer.cookie },
      payload: { displayName: '  Erin Field  ', role: 'Admin' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<{ user: User }>().user).toMatchObject({
      displayName: 'Erin Field',
      role: 'Engineer',
    });
    const session = await t.app.inject({
      url: '/api/v1/auth/session',
      headers: { cookie: engineer.cookie },
    });
    expect(session.json<{ user: User }>().user.displayName).toBe('Erin Field');

    for (const [displayName, message] of [
      ['   ', messages.user.displayNameRequired],
      ['x'.repeat(101), messages.user.displayNameTooLong],
    ]) {
      const refused = await t.app.inject({
        method: 'PATCH',
        url: '/api/v1/auth/profile',
        headers: { cookie: engineer.cookie },
        payload: { displayName },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ message: string }>().message).toBe(message);
    }
    const anonymous = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/auth/profile',
      payload: { displayName: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
