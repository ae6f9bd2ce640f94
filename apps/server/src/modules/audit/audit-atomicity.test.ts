import { AUDIT_ACTIONS } from '@toolbox/domain';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext, TestUser } from '../../../test/helpers';
import { createTestAdmin, readOutbox, resetLinkIn } from '../../../test/helpers';

let t: TestContext, admin: TestUser;

beforeAll(async () => {
  ({ t, admin } = await createTestAdmin());
  // The database refuses audit rows of the actions listed in audit_refused: the write that
  // records them must then leave nothing behind.
  await t.database.db.execute(sql`create table audit_refused (action text primary key)`);
  await t.database.db.execute(sql`
    create function refuse_audit() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from audit_refused where action = new.action) then
        raise exception 'audit refused for %', new.action;
      end if;
      return new;
    end $$`);
  await t.database.db.execute(
    sql`create trigger refuse_audit before insert on audit_log for each row execute function refuse_audit()`,
  );
});
afterEach(() => t.database.db.execute(sql`delete from audit_refused`));
afterAll(() => t.close());

const refuse = (action: string) =>
  t.database.db.execute(sql`insert into audit_refused (action) values (${action})`);

const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: admin.cookie },
    ...(payload ? { payload } : {}),
  });

const auditRows = (action: string, targetId: string) => t.services.audit.list({ action, targetId });

async function addMachine(manufacturer: string, model: string): Promise<string> {
  const response = await call('POST', '/api/v1/machines', { manufacturer, model });
  expect(response.statusCode).toBe(201);
  return response.json<{ machine: { id: string } }>().machine.id;
}

describe('an audited write and its audit entry commit together', () => {
  it('adds a machine with its entry, or neither', async () => {
    const id = await addMachine('Atomic', 'One');
    expect(await auditRows(AUDIT_ACTIONS.machineCreated, id)).toHaveLength(1);

    await refuse(AUDIT_ACTIONS.machineCreated);
    const refused = await call('POST', '/api/v1/machines', {
      manufacturer: 'Atomic',
      model: 'Two',
    });
    expect(refused.statusCode).toBe(500);
    expect((await call('GET', '/api/v1/machines/atomic_two')).statusCode).toBe(404);
  });

  it('keeps a machine’s old name when the rename cannot be audited', async () => {
    const id = await addMachine('Atomic', 'Three');
    await refuse(AUDIT_ACTIONS.machineUpdated);
    const refused = await call('PATCH', `/api/v1/machines/${id}`, { model: 'Four' });
    expect(refused.statusCode).toBe(500);
    expect((await call('GET', `/api/v1/machines/${id}`)).statusCode).toBe(200);
    expect((await call('GET', '/api/v1/machines/atomic_four')).statusCode).toBe(404);

    await t.database.db.execute(sql`delete from audit_refused`);
    const renamed = await call('PATCH', `/api/v1/machines/${id}`, { model: 'Four' });
    expect(renamed.statusCode).toBe(200);
    expect(await auditRows(AUDIT_ACTIONS.machineUpdated, 'atomic_four')).toMatchObject([
      { details: { model: 'Four', movedFrom: id } },
    ]);
  });

  it('keeps a machine whose deletion cannot be audited', async () => {
    const id = await addMachine('Atomic', 'Five');
    await refuse(AUDIT_ACTIONS.machineDeleted);
    expect((await call('DELETE', `/api/v1/machines/${id}`)).statusCode).toBe(500);
    expect((await call('GET', `/api/v1/machines/${id}`)).statusCode).toBe(200);
  });

  it('saves a guide, its settings and a machine’s specifications with their entries only', async () => {
    const id = await addMachine('Atomic', 'Six');
    await refuse(AUDIT_ACTIONS.guideSaved);
    const guide = { title: 'No audit, no guide', steps: [{ text: 'Check' }] };
    const saved = await call('POST', '/api/v1/troubleshooting/guides', { machineId: id, guide });
    expect(saved.statusCode).toBe(500);
    expect((await call('GET', `/api/v1/machines/${id}/guides`)).json()).toEqual({ items: [] });

    await refuse(AUDIT_ACTIONS.specificationsReplaced);
    const specs = await call('PUT', `/api/v1/machines/${id}/details/specifications`, {
      items: [{ group: 'Power', label: 'Voltage', value: '230', unit: 'V' }],
    });
    expect(specs.statusCode).toBe(500);
    const details = await call('GET', `/api/v1/machines/${id}/details`);
    expect(details.json()).toMatchObject({ specifications: [] });

    const before = (await call('GET', '/api/v1/troubleshooting/settings')).json<object>();
    await refuse(AUDIT_ACTIONS.guideSettingsChanged);
    const settings = await call('PUT', '/api/v1/troubleshooting/settings', {
      categories: ['Never saved'],
      severities: ['Never'],
    });
    expect(settings.statusCode).toBe(500);
    expect((await call('GET', '/api/v1/troubleshooting/settings')).json()).toEqual(before);
  });
});

describe('a user write and its audit entry commit together', () => {
  const signInStatus = async (email: string, password: string) =>
    (await t.signIn(email, password)).statusCode;

  it('creates an account with its entry, or neither', async () => {
    await refuse(AUDIT_ACTIONS.userCreated);
    const email = 'never-created@example.com';
    const refused = await call('POST', '/api/v1/users', {
      email,
      displayName: 'Never',
      role: 'Engineer',
      password: 'Sturdy-Password-42',
    });
    expect(refused.statusCode).toBe(500);
    expect(await t.services.users.findAccountByEmail(email)).toBeUndefined();
  });

  it('keeps an account as it was when its change, deactivation or disabling cannot be audited', async () => {
    const user = await t.createUser({ displayName: 'Before' });
    await refuse(AUDIT_ACTIONS.userUpdated);
    const patch = await call('PATCH', `/api/v1/users/${user.id}`, { displayName: 'After' });
    expect(patch.statusCode).toBe(500);

    await refuse(AUDIT_ACTIONS.userDeactivated);
    expect((await call('POST', `/api/v1/users/${user.id}/deactivate`)).statusCode).toBe(500);
    await refuse(AUDIT_ACTIONS.userDisabled);
    const disable = await call('PUT', `/api/v1/users/${user.id}/disabled`, { disabled: true });
    expect(disable.statusCode).toBe(500);

    expect((await call('GET', `/api/v1/users/${user.id}`)).json()).toMatchObject({
      user: { displayName: 'Before', status: 'active', disabled: false },
    });
    // The sessions the refused writes would have revoked still work.
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/session',
      headers: { cookie: user.cookie },
    });
    expect(session.statusCode).toBe(200);
  });

  it('keeps a disabled account disabled when enabling it cannot be audited', async () => {
    const user = await t.createUser();
    const disable = await call('PUT', `/api/v1/users/${user.id}/disabled`, { disabled: true });
    expect(disable.statusCode).toBe(200);
    await refuse(AUDIT_ACTIONS.userEnabled);
    const enable = await call('PUT', `/api/v1/users/${user.id}/disabled`, { disabled: false });
    expect(enable.statusCode).toBe(500);
    expect((await call('GET', `/api/v1/users/${user.id}`)).json()).toMatchObject({
      user: { disabled: true, status: 'inactive' },
    });
  });

  it('keeps the old password when its change cannot be audited', async () => {
    const user = await t.createUser();
    await refuse(AUDIT_ACTIONS.passwordChanged);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/change-password',
      headers: { cookie: user.cookie },
      payload: { currentPassword: user.password, newPassword: 'Brand-New-Password-7' },
    });
    expect(changed.statusCode).toBe(500);
    expect(await signInStatus(user.email, user.password)).toBe(200);
    expect(await signInStatus(user.email, 'Brand-New-Password-7')).toBe(401);
  });

  it('keeps the old password and the link when a reset cannot be audited', async () => {
    const user = await t.createUser();
    const before = readOutbox(t.dataDir).length;
    const requested = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password-reset',
      payload: { email: user.email },
    });
    expect(requested.statusCode).toBe(200);
    await t.services.passwords.idle();
    const token = resetLinkIn(readOutbox(t.dataDir)[before]!).searchParams.get('token')!;

    await refuse(AUDIT_ACTIONS.passwordResetCompleted);
    const complete = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/password-reset/complete',
        payload: { token, password: 'Reset-Password-77' },
      });
    expect((await complete()).statusCode).toBe(500);
    expect(await signInStatus(user.email, user.password)).toBe(200);

    await t.database.db.execute(sql`delete from audit_refused`);
    expect((await complete()).statusCode).toBe(204);
    expect(await signInStatus(user.email, 'Reset-Password-77')).toBe(200);
  });

  it('seeds no administrator whose seeding cannot be audited', async () => {
    const promoted = await t.createUser();
    // With no active administrator, the seed runs; the test's own comes back afterwards.
    await t.database.db.execute(
      sql`update users set status = 'inactive' where lower(role) = 'admin'`,
    );
    try {
      await refuse(AUDIT_ACTIONS.adminSeeded);
      await expect(
        t.services.users.ensureAdministrator('seeded@example.com', 'Seeded-Password-1'),
      ).rejects.toThrow();
      expect(await t.services.users.findAccountByEmail('seeded@example.com')).toBeUndefined();

      await expect(
        t.services.users.ensureAdministrator(promoted.email, undefined),
      ).rejects.toThrow();
      expect(await t.services.users.findAccount(promoted.id)).toMatchObject({ role: 'Engineer' });
    } finally {
      await t.database.db.execute(sql`update users set status = 'active' where id = ${admin.id}`);
    }
  });
});
