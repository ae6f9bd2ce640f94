import type { FastifyInstance } from 'fastify';
import Ajv, { type ValidateFunction } from 'ajv';

type MediaType = { schema?: object };
type Answer = { content?: Record<string, MediaType> };
type Operation = { responses?: Record<string, Answer> };
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

/**
 * OpenAPI 3.0's schemas are JSON Schema draft 4 in this one respect: `exclusiveMinimum` and
 * `exclusiveMaximum` are booleans beside `minimum` and `maximum`. Ajv 8 reads the later form.
 */
function toDraft7(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toDraft7);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) out[key] = toDraft7(value);
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof out[flag] !== 'boolean') continue;
    if (out[flag] && typeof out[bound] === 'number') {
      out[flag] = out[bound];
      delete out[bound];
    } else delete out[flag];
  }
  return out;
}

/**
 * Checks an answer against the published OpenAPI document (issue #16 item 14): its status is
 * listed for the operation, a body only where one is documented, of a documented media type, and
 * a JSON body valid against its schema. Answers what disagrees, or null.
 */
export function openApiChecker(document: OpenApiDocument) {
  // Formats are zod's to enforce; the document's `nullable` (OpenAPI 3.0) is understood by Ajv 8.
  const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: true });
  const validators = new Map<string, ValidateFunction>();
  const validatorFor = (key: string, schema: object) => {
    let validate = validators.get(key);
    if (!validate) validators.set(key, (validate = ajv.compile(toDraft7(schema) as object)));
    return validate;
  };

  /** `answer.body` is undefined for a streamed body, which is not read. */
  return (
    method: string,
    route: string,
    answer: { status: number; contentType: string | undefined; body: Buffer | string | undefined },
  ): string | null => {
    const path = route.replace(/:(\w+)/g, '{$1}');
    const operations = document.paths[path];
    // A HEAD answers as its GET, without the body.
    const operation =
      operations?.[method.toLowerCase()] ?? (method === 'HEAD' ? operations?.get : undefined);
    const where = `${method} ${route} → ${answer.status}`;
    if (!operation) return `${where}: the operation is not in the document`;
    const status = String(answer.status);
    const documented = operation.responses?.[status] ?? operation.responses?.default;
    if (!documented) {
      return `${where}: status not listed (${Object.keys(operation.responses ?? {}).join(', ')})`;
    }
    if (method === 'HEAD' || answer.body === undefined) return null;
    const body = Buffer.from(answer.body);
    if (!documented.content) {
      return body.length === 0 ? null : `${where}: a body where the document has none`;
    }
    const type = (answer.contentType ?? '').split(';')[0]!.trim();
    const media = documented.content[type];
    if (!media) {
      const types = Object.keys(documented.content).join(', ');
      return `${where}: ${type || 'no content type'} is not documented (${types})`;
    }
    if (type !== 'application/json' || !media.schema) return null;
    const validate = validatorFor(`${method} ${path} ${status}`, media.schema);
    let value: unknown;
    try {
      value = JSON.parse(body.toString('utf8'));
    } catch {
      return `${where}: the body is not JSON`;
    }
    if (validate(value)) return null;
    return `${where}: ${ajv.errorsText(validate.errors)} in ${body.toString('utf8').slice(0, 300)}`;
  };
}

/**
 * Checks every answer `app` sends against its own published document, as it is sent (an onSend
 * hook, added before the app is ready); answers the disagreements found so far. Hijacked answers
 * (tus, the event stream) are not seen here; the fuzz test covers them.
 */
export function watchContract(app: FastifyInstance): string[] {
  const disagreements: string[] = [];
  let check: ReturnType<typeof openApiChecker> | undefined;
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.url;
    if (!route || !(route.startsWith('/api/v1/') || route === '/api/health')) return payload;
    check ??= openApiChecker(app.swagger() as unknown as OpenApiDocument);
    // Fastify sends no body with a 204 or 304, whatever the handler passed.
    const sendsNone =
      payload === null || payload === undefined || [204, 304].includes(reply.statusCode);
    const body = sendsNone
      ? ''
      : typeof payload === 'string' || Buffer.isBuffer(payload)
        ? payload
        : undefined;
    const contentType = reply.getHeader('content-type');
    const disagreement = check(request.method, route, {
      status: reply.statusCode,
      contentType: typeof contentType === 'string' ? contentType : undefined,
      body,
    });
    if (disagreement) disagreements.push(`${request.method} ${request.url}: ${disagreement}`);
    return payload;
  });
  return disagreements;
}
