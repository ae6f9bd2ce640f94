import { API_ERROR_CODES, messages } from '@toolbox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedErrorStatuses } from '../src/plugins/api-contract';
import { createTestTeam, injectAs, type TestContext, type TestUser } from './helpers';
import { openApiChecker, type OpenApiDocument } from './openapi-contract';

type Parameter = {
  in: string;
  name: string;
  schema?: { type?: string; maxLength?: number; maximum?: number; enum?: string[] };
};
/** A path parameter's bound: a string's length, a number's size. */
const isBounded = ({ schema }: Parameter) =>
  schema?.type === 'integer' || schema?.type === 'number'
    ? typeof schema.maximum === 'number'
    : typeof schema?.maxLength === 'number';
type DocumentedOperation = {
  parameters?: Parameter[];
  responses?: Record<string, { content?: Record<string, { schema?: object }> }>;
};
/** Every operation of the document, by method and path. */
const operationsOf = (
  document: OpenApiDocument,
): { method: string; path: string; operation: DocumentedOperation }[] =>
  Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method,
      path,
      operation,
    })),
  );

/**
 * Decision 020: the OpenAPI document says what the server does — every status the shared
 * machinery can answer, no body on a 204, and a query parameter it does not list is refused.
 * fuzz.test.ts checks every answer it provokes against the document; helpers.ts checks every
 * answer of every server test.
 */
let t: TestContext, admin: TestUser, engineer: TestUser;
let document: OpenApiDocument & { info: { description?: string } };

beforeAll(async () => {
  ({ t, admin, engineer } = await createTestTeam());
  document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});
afterAll(() => t.close());

describe('unknown query parameters', () => {
  it('are refused with 400, naming the parameter, on a list', async () => {
    const response = await injectAs(t, admin, 'GET', '/api/v1/users?page=1&sortBy=email');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: API_ERROR_CODES.invalidArgument,
      message: messages.request.unknownQueryParameter('sortBy'),
      details: { sortBy: [messages.request.unknownQueryParameter('sortBy')] },
      requestId: expect.any(String) as string,
    });
    expect((await injectAs(t, admin, 'GET', '/api/v1/users?page=1&search=a')).statusCode).toBe(200);
  });

  it('are refused on a route that takes none, a write and a public route included', async () => {
    for (const [user, method, url] of [
      [engineer, 'GET', '/api/v1/auth/session?debug=1'],
      [engineer, 'PATCH', '/api/v1/auth/profile?role=Admin'],
      [admin, 'GET', '/api/health?verbose'],
    ] as const) {
      const response = await injectAs(t, user, method, url, method === 'PATCH' ? {} : undefined);
      expect(response.statusCode, url).toBe(400);
    }
  });

  it('are said to be refused in the document', () => {
    expect(document.info.description).toContain('does not list is refused with 400');
  });
});

describe('the OpenAPI document', () => {
  it('lists, for every operation, the statuses the shared machinery can answer', () => {
    const missing: string[] = [];
    for (const route of t.app.routeAccess) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      const operation = document.paths[path]?.[route.method.toLowerCase()];
      if (!operation) {
        missing.push(`${route.method} ${route.url}: not documented`);
        continue;
      }
      const config = { access: route.access };
      for (const status of sharedErrorStatuses({ ...route, config })) {
        if (!operation.responses?.[status]) missing.push(`${route.method} ${route.url}: ${status}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('gives no 204 a body, and documents what file routes really send', () => {
    const withBody: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (operation.responses?.['204']?.content) withBody.push(`${method} ${path}`);
      }
    }
    expect(withBody).toEqual([]);
    const file = document.paths['/api/v1/software/{id}/file']!.get!.responses!;
    expect(Object.keys(file)).toEqual(expect.arrayContaining(['200', '206', '304', '416']));
    const upload = document.paths['/api/v1/uploads']!.post!.responses!;
    expect(upload['201']).toBeDefined();
    expect(upload['200']).toBeUndefined();
  });

  it('answers 204 without a body', async () => {
    const other = await t.createUser();
    const response = await injectAs(t, other, 'POST', '/api/v1/auth/sign-out');
    expect(response.statusCode).toBe(204);
    expect(response.rawPayload.length).toBe(0);
  });

  it('bounds every path parameter, as the router does (maxParamLength)', () => {
    const unbounded = operationsOf(document).flatMap(({ method, path, operation }) =>
      (operation.parameters ?? [])
        .filter((p) => p.in === 'path' && !isBounded(p))
        .map((p) => `${method} ${path} {${p.name}}`),
    );
    expect(unbounded).toEqual([]);
  });

  it('gives every JSON answer a schema, so a body of another kind cannot pass for it', () => {
    const unchecked = operationsOf(document).flatMap(({ method, path, operation }) =>
      Object.entries(operation.responses ?? {})
        .filter(([, answer]) => {
          const schema = answer.content?.['application/json']?.schema;
          return schema !== undefined && Object.keys(schema).length === 0;
        })
        .map(([status]) => `${method} ${path} → ${status}`),
    );
    expect(unchecked).toEqual([]);
  });

  it('sends, for each format a file route offers, the type the document names for it', async () => {
    const machine = await injectAs(t, admin, 'POST', '/api/v1/machines', {
      manufacturer: 'Contract',
      model: 'Formats',
    });
    const machineId = machine.json<{ machine: { id: string } }>().machine.id;
    const check = openApiChecker(document);
    const disagreements: string[] = [];
    const withFormats = operationsOf(document).filter(
      ({ method, operation }) =>
        method === 'get' &&
        operation.parameters?.some((p) => p.in === 'query' && p.name === 'format'),
    );
    expect(withFormats.length).toBeGreaterThan(0);
    for (const { path, operation } of withFormats) {
      const formats = operation.parameters!.find((p) => p.name === 'format')!.schema!.enum!;
      for (const format of formats) {
        const url = `${path.replace('{machineId}', machineId)}?format=${format}`;
        const answer = await injectAs(t, engineer, 'GET', url);
        const type = String(answer.headers['content-type']).split(';')[0]!;
        const documented = Object.keys(operation.responses?.['200']?.content ?? {});
        if (!documented.includes(type))
          disagreements.push(`${url}: ${type} (${documented.join(', ')})`);
        if (!type.endsWith(format)) disagreements.push(`${url}: ${type} for ${format}`);
        const problem = check('GET', path.replace(/\{(\w+)\}/g, ':$1'), {
          status: answer.statusCode,
          contentType: type,
          body: answer.body,
        });
        if (problem) disagreements.push(problem);
      }
    }
    expect(disagreements).toEqual([]);
  });
});
