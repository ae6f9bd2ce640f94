import { messages } from '@toolbox/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { permissionDenied } from '../lib/errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Sec-Fetch-Site values of a request the page of our own origin (or the user) made. */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

/** `value` as a normalised origin (`scheme://host[:port]`), or null when it is not one. */
function originOf(value: string): string | null {
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** Whether the request carries a better-auth session cookie (`toolbox.session_*`, any prefix). */
function hasSessionCookie(request: FastifyRequest): boolean {
  return (request.headers.cookie ?? '')
    .split(';')
    .some((part) => (part.split('=')[0] ?? '').includes('toolbox.session'));
}

/**
 * Where the request came from, as the browser tells it: `true` for our own origin, `false` for any
 * other, `null` when it says nothing (a client that is not a browser). Sec-Fetch-Site is the
 * browser's own verdict and goes first; otherwise Origin must be PUBLIC_URL's origin or the
 * origin the request itself was sent to (its scheme and Host), so a server reached by more than
 * one name still works.
 */
function fromOwnOrigin(request: FastifyRequest, publicOrigin: string): boolean | null {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return OWN_FETCH_SITES.has(fetchSite);
  const origin = request.headers.origin;
  if (origin === undefined) return null;
  const claimed = originOf(origin);
  if (claimed === null) return false;
  return claimed === publicOrigin || claimed === originOf(`${request.protocol}://${request.host}`);
}

/**
 * Refuses a cross-site write (docs/product.md#sec-cross-site, decision 014): a POST, PUT, PATCH or
 * DELETE that carries the session cookie must come from Toolbox's own origin, or it gets a 403
 * before the session is even read. A request with a bearer token, or with no cookie at all, is
 * not a browser acting on its user's behalf and is not checked; nor is one with neither
 * Sec-Fetch-Site nor Origin, which no browser sends on a cross-site write (OWASP's advice).
 */
export function registerSameOrigin(app: FastifyInstance, options: { publicUrl: string }): void {
  const publicOrigin = new URL(options.publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    if (request.headers.authorization?.toLowerCase().startsWith('bearer ')) return;
    if (!hasSessionCookie(request)) return;
    if (fromOwnOrigin(request, publicOrigin) === false) {
      throw permissionDenied(messages.request.crossSite);
    }
  });
}
