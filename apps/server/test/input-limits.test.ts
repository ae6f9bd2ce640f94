import {
  MACHINE_NAME_MAX_LENGTH,
  messages,
  type ApiErrorBody,
  type Machine,
} from '@toolbox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin, injectAs, type TestContext, type TestUser } from './helpers';

/**
 * docs/product.md#sec-input-limits: every text a request carries has a published maximum length,
 * and a value the API accepts can be read, changed and deleted afterwards.
 */
let t: TestContext, admin: TestUser;

beforeAll(async () => {
  ({ t, admin } = await createTestAdmin());
});
afterAll(() => t.close());

type JsonSchema = {
  type?: string | string[];
  maxLength?: number;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  not?: JsonSchema;
  $ref?: string;
};

type Operation = {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

function isString(schema: JsonSchema): boolean {
  const type = schema.type;
  return type === 'string' || (Array.isArray(type) && type.includes('string'));
}

/** Every string in `schema` (by its path) that has neither a maximum length nor fixed values. */
function unbounded(schema: JsonSchema | boolean | undefined, at: string): string[] {
  if (schema === undefined || typeof schema === 'boolean') return [];
  const found: string[] = [];
  if (
    isString(schema) &&
    schema.maxLength === undefined &&
    schema.enum === undefined &&
    schema.const === undefined
  ) {
    found.push(at);
  }
  for (const [name, child] of Object.entries(schema.properties ?? {})) {
    found.push(...unbounded(child, `${at}.${name}`));
  }
  const items = Array.isArray(schema.items) ? schema.items : schema.items ? [schema.items] : [];
  for (const child of [...items, ...(schema.prefixItems ?? [])]) {
    found.push(...unbounded(child, `${at}[]`));
  }
  if (typeof schema.additionalProperties === 'object') {
    found.push(...unbounded(schema.additionalProperties, `${at}{}`));
  }
  for (const child of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    found.push(...unbounded(child, at));
  }
  return found;
}

describe('input limits in the OpenAPI document', () => {
  it('gives every string of every body, query and path a maximum length', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = response.json<{ paths: Record<string, Record<string, Operation>> }>();
    const missing: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const where = `${method.toUpperCase()} ${path}`;
        for (const parameter of operation.parameters ?? []) {
          if (parameter.in === 'header' || parameter.in === 'path') continue;
          missing.push(
            ...unbounded(parameter.schema, `${where} ${parameter.in}.${parameter.name}`),
          );
        }
        for (const content of Object.values(operation.requestBody?.content ?? {})) {
          missing.push(...unbounded(content.schema, `${where} body`));
        }
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('machine names at their limits', () => {
  it('answers a 5,000-character manufacturer with 400 and the field message, not 500', async () => {
    const response = await injectAs(t, admin, 'POST', '/api/v1/machines', {
      manufacturer: 'x'.repeat(5000),
      model: 'A600',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'invalid-argument',
      details: {
        manufacturer: [messages.input.tooLong('Manufacturer', MACHINE_NAME_MAX_LENGTH)],
      },
    });
  });

  it.each([
    ['Latin letters', 'm', 'n'],
    // Three UTF-8 bytes each: nine characters once percent-encoded in the path.
    ['letters of three bytes', '咖', '啡'],
    ['letters and punctuation', 'a.', 'b-'],
  ])('reads, changes and deletes a machine named at the maximum (%s)', async (_, a, b) => {
    const created = await injectAs(t, admin, 'POST', '/api/v1/machines', {
      manufacturer: a.repeat(MACHINE_NAME_MAX_LENGTH / a.length),
      model: b.repeat(MACHINE_NAME_MAX_LENGTH / b.length),
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ machine: Machine }>().machine;
    const url = `/api/v1/machines/${encodeURIComponent(id)}`;
    expect((await injectAs(t, admin, 'GET', url)).statusCode).toBe(200);
    const patched = await injectAs(t, admin, 'PATCH', url, { description: 'At the limit' });
    expect(patched.statusCode).toBe(200);
    expect((await injectAs(t, admin, 'DELETE', url)).statusCode).toBe(204);
    expect((await injectAs(t, admin, 'GET', url)).statusCode).toBe(404);
  });

  it('refuses a name whose id part grows past the path limit when normalised', async () => {
    // A capital dotted I lowercases to two characters: 100 of them would make a 401-character id.
    const response = await injectAs(t, admin, 'POST', '/api/v1/machines', {
      manufacturer: 'İ'.repeat(MACHINE_NAME_MAX_LENGTH),
      model: 'İ'.repeat(MACHINE_NAME_MAX_LENGTH),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().details?.manufacturer).toEqual([
      messages.input.tooLong('Manufacturer', MACHINE_NAME_MAX_LENGTH),
    ]);
  });

  it('refuses one character more with the field message', async () => {
    const response = await injectAs(t, admin, 'POST', '/api/v1/machines', {
      manufacturer: 'Jura',
      model: 'm'.repeat(MACHINE_NAME_MAX_LENGTH + 1),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().details).toEqual({
      model: [messages.input.tooLong('Model', MACHINE_NAME_MAX_LENGTH)],
    });
  });
});
