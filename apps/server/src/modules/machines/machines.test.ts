import { messages, type Machine } from '@toolbox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '../../../test/helpers';

let t: TestContext;
let admin: TestUser;
let engineer: TestUser;

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.createUser({ role: 'Admin' });
  engineer = await t.createUser({ role: 'Engineer' });
});
afterAll(() => t.close());

const add = (payload: Record<string, unknown>, user = admin) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/machines',
    headers: { cookie: user.cookie },
    payload,
  });

describe('machine catalogue', () => {
  it('adds a machine under its derived id and lists the catalogue in order', async () => {
    const created = await add({ manufacturer: ' Franke ', model: 'A-600' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      machine: { id: 'franke_a600', manufacturer: 'Franke', model: 'A-600' },
    });
    await add({ manufacturer: 'Eversys', model: 'Cameo C2' });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/machines',
      headers: { cookie: engineer.cookie },
    });
    expect(list.json<{ items: Machine[] }>().items.map((m) => m.id)).toEqual([
      'eversys_cameoc2',
      'franke_a600',
    ]);
  });

  it('refuses a duplicate and a missing part with SPEC.md’s messages', async () => {
    const again = await add({ manufacturer: 'FRANKE', model: 'a600' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: messages.machine.alreadyExists('FRANKE', 'a600'),
    });
    const missing = await add({ manufacturer: 'Franke', model: ' ' });
    expect(missing.json()).toMatchObject({ message: messages.machine.addPartsRequired });
    expect((await add({ manufacturer: 'X', model: 'Y' }, engineer)).statusCode).toBe(403);
  });
});
