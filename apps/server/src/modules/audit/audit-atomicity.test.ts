import { AUDIT_ACTIONS } from '@toolbox/domain';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '../../../test/helpers';

let t: TestContext;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.createUser({ role: 'Admin' });
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
