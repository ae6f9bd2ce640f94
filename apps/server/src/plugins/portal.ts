import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

// 'wasm-unsafe-eval' lets the browser compile WebAssembly (hash-wasm's SHA-256 of an upload)
// without allowing eval of script text.
const PORTAL_CSP = [
  "default-src 'self'",
  "img-src 'self' data: blob:",
  "style-src 'self' 'unsafe-inline'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/**
 * Serves the built portal at / with a fallback to index.html for its client-side routes.
 * Unknown /api paths stay JSON 404s, rate-limited so they are no cheap probe.
 */
export async function registerPortal(app: FastifyInstance, portalDir: string): Promise<void> {
  const hasPortal = fs.existsSync(path.join(portalDir, 'index.html'));
  if (hasPortal) {
    await app.register(fastifyStatic, {
      root: portalDir,
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ portalDir }, 'the portal is not built; run `npm run build` to serve it');
  }

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    // A stored file sets its own policy (sandboxed, framable by the portal's preview box).
    if (!request.url.startsWith('/api/docs') && !reply.hasHeader('content-security-policy')) {
      reply.header('x-frame-options', 'DENY');
      reply.header('content-security-policy', PORTAL_CSP);
    }
    return payload;
  });

  app.setNotFoundHandler(
    { preHandler: app.rateLimit({ max: 120, timeWindow: '1 minute' }) },
    (request, reply) => {
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !request.url.startsWith('/api/') &&
        hasPortal;
      if (wantsPage) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      return reply.status(404).send({ code: 'not-found', message: 'Not found' });
    },
  );
}
