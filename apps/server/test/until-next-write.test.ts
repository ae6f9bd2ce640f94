import { sql } from 'drizzle-orm';
import { messages } from '@toolbox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readsOnly } from '../src/db/pglite-thread';
import { UntilNextWrite } from '../src/db/until-next-write';
import {
  createTestAdmin,
  injectAs,
  testDatabaseKind,
  type TestContext,
  type TestUser,
} from './helpers';

describe('answers kept until the next write', () => {
  it('keeps an answer while the write count stands, and drops every one when it moves', () => {
    let writes = 0;
    const kept = new UntilNextWrite<string>(() => writes, 10);
    kept.set('a', 'A', kept.now());
    kept.set('b', 'B', kept.now());
    expect(kept.get('a')).toBe('A');
    writes += 1;
    expect(kept.get('a')).toBeUndefined();
    expect(kept.get('b')).toBeUndefined();
  });

  it('does not keep an answer that a write overtook while it was read', async () => {
    let writes = 0;
    const kept = new UntilNextWrite<string>(() => writes, 10);
    const answer = await kept.read('a', async () => {
      writes += 2; // a write began and ended while the read was on its way
      return 'old';
    });
    expect(answer).toBe('old');
    expect(kept.get('a')).toBeUndefined();
    expect(await kept.read('a', async () => 'new')).toBe('new');
    expect(kept.get('a')).toBe('new');
  });

  it('keeps nothing for an unknown key', async () => {
    const kept = new UntilNextWrite<string>(() => 0, 10);
    let reads = 0;
    const load = async () => {
      reads += 1;
      return undefined;
    };
    await kept.read('guess', load);
    await kept.read('guess', load);
    expect(reads).toBe(2);
  });

  it('holds at most its entries and bytes, the least recently used going first', () => {
    const kept = new UntilNextWrite<string>(() => 0, 2, 100);
    kept.set('a', 'A', 0, 10);
    kept.set('b', 'B', 0, 10);
    kept.get('a');
    kept.set('c', 'C', 0, 10);
    expect([kept.get('a'), kept.get('b'), kept.get('c')]).toEqual(['A', undefined, 'C']);
    kept.set('big', 'X', 0, 95);
    expect([kept.get('a'), kept.get('c'), kept.get('big')]).toEqual([undefined, undefined, 'X']);
    kept.set('too big', 'Y', 0, 101);
    expect(kept.get('too big')).toBeUndefined();
  });

  it('keeps nothing without a write count (PostgreSQL)', async () => {
    const kept = new UntilNextWrite<string>(undefined, 10);
    let reads = 0;
    const load = async () => `read ${++reads}`;
    expect(await kept.read('a', load)).toBe('read 1');
    expect(await kept.read('a', load)).toBe('read 2');
  });
});

describe('what counts as a write', () => {
  it('takes a SELECT or a WITH query that changes nothing for a read, anything else for a write', () => {
    expect(readsOnly('select 1')).toBe(true);
    expect(readsOnly('  SELECT "updated_at", "deleted" from "documents"')).toBe(true);
    expect(readsOnly('with page as (select id from machines) select * from page')).toBe(true);
    expect(readsOnly('with gone as (delete from sessions returning id) select * from gone')).toBe(
      false,
    );
    expect(readsOnly('WITH x AS (UPDATE users SET disabled = true RETURNING id) SELECT 1')).toBe(
      false,
    );
    expect(readsOnly('with x as (insert into audit_log default values returning 1) select 1')).toBe(
      false,
    );
    for (const statement of ['insert into t values (1)', 'update t set a = 1', 'delete from t']) {
      expect(readsOnly(statement)).toBe(false);
    }
    for (const statement of ['vacuum', 'analyze', 'begin', 'select1', 'create table t (a int)']) {
      expect(readsOnly(statement)).toBe(false);
    }
  });
});

describe('a list and its session read again with nothing written between', () => {
  let t: TestContext;
  let admin: TestUser;
  const queries: string[] = [];
  const onPglite = testDatabaseKind === 'pglite';

  beforeAll(async () => {
    ({ t, admin } = await createTestAdmin({}, {}, { onQuery: (q) => queries.push(q) }));
    await injectAs(t, admin, 'POST', '/api/v1/machines', { manufacturer: 'Acme', model: 'One' });
  });
  afterAll(() => t.close());

  const documents = (cookie = admin.cookie, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/v1/documents', headers: { cookie, ...headers } });

  async function insertDocument(id: string, title: string) {
    await t.database.db.execute(sql`
      insert into documents (id, title, categories, machine_ids, file_type, upload_date)
      values (${id}, ${title}, array['Service'], array[]::text[], 'pdf', now())`);
    await t.database.db.execute(sql`
      insert into document_versions (document_id, version_number, file_url, file_path,
                                     file_size_kb, sha256_file_hash, upload_date)
      values (${id}, 1, '', ${`documents/${id}.pdf`}, 1, repeat('AB', 32), now())`);
  }

  it('asks the database nothing on PGlite, and the same as before on PostgreSQL', async () => {
    await insertDocument('doc-1', 'Descaling guide');
    const first = await documents();
    expect(first.statusCode).toBe(200);
    queries.length = 0;
    const again = await documents();
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    if (onPglite) expect(queries).toEqual([]);
    else expect(queries.length).toBeGreaterThan(0);
    const unchanged = await documents(admin.cookie, {
      'if-none-match': String(first.headers.etag),
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
  });

  it('keeps the machine catalogue too, and reading it leaves the other lists kept', async () => {
    const machines = () =>
      t.app.inject({ method: 'GET', url: '/api/v1/machines', headers: { cookie: admin.cookie } });
    const first = await machines();
    expect(first.statusCode).toBe(200);
    await documents();
    queries.length = 0;
    expect((await machines()).body).toBe(first.body);
    expect((await documents()).statusCode).toBe(200);
    if (onPglite) expect(queries).toEqual([]);
  });

  it('shows a write at once, made through the API or straight into the tables', async () => {
    const before = await documents();
    await insertDocument('doc-2', 'Grinder manual');
    const after = await documents(admin.cookie, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.json<{ total: number }>().total).toBe(2);
    expect(after.body).toContain('Grinder manual');

    await injectAs(t, admin, 'PATCH', '/api/v1/documents/doc-2', { title: 'Grinder handbook' });
    expect((await documents()).body).toContain('Grinder handbook');
  });

  it('refuses a session at once when it is signed out, or its account disabled', async () => {
    const engineer = await t.createUser();
    expect((await documents(engineer.cookie)).statusCode).toBe(200);
    expect((await documents(engineer.cookie)).statusCode).toBe(200);
    expect((await injectAs(t, engineer, 'POST', '/api/v1/auth/sign-out')).statusCode).toBe(204);
    expect((await documents(engineer.cookie)).statusCode).toBe(401);

    const other = await t.createUser();
    expect((await documents(other.cookie)).statusCode).toBe(200);
    await t.database.db.execute(sql`update users set disabled = true where id = ${other.id}`);
    const refused = await documents(other.cookie);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ message: messages.login.accountDisabled });
  });

  it('never hands a kept answer to a request without a session, nor keeps a refusal', async () => {
    const kept = await documents();
    expect((await documents()).body).toBe(kept.body);
    const anonymous = await documents('', { 'if-none-match': String(kept.headers.etag) });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain('Descaling guide');
    const bad = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/v1/documents?pageSize=0',
        headers: { cookie: admin.cookie },
      });
    expect((await bad()).statusCode).toBe(400);
    expect((await bad()).statusCode).toBe(400);
    expect((await documents()).body).toBe(kept.body);
  });
});
