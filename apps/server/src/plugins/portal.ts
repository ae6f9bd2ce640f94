import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isToolboxUrl, TOOLBOX_PREFIX } from './security-headers';

const cacheHeaders = (reply: FastifyReply, filePath: string) => {
  const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
  reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
};

/**
 * Serves the built portal at / and the engineer toolbox at /toolbox/, each with a fallback to
 * its index.html for its client-side routes. Unknown /api paths stay JSON 404s, rate-limited so
 * they are no cheap probe. Each app's files are served by one route that looks the file up when
 * asked: a route per built file (about a thousand, with the PDF reader's) cost a start about
 * 0.2 s, and the files only change with a new build, which restarts the server anyway.
 */
export async function registerPortal(
  app: FastifyInstance,
  portalDir: string,
  toolboxDir?: string,
): Promise<void> {
  const hasPortal = fs.existsSync(path.join(portalDir, 'index.html'));
  const hasToolbox = toolboxDir !== undefined && fs.existsSync(path.join(toolboxDir, 'index.html'));
  if (hasPortal) {
    await app.register(fastifyStatic, {
      root: portalDir,
      // The build's stamp (.build-stamp.json) is no one's business.
      dotfiles: 'ignore',
      // An app's own address is its page, not a listing of its folder.
      index: 'index.html',
      // The build wrote a .br and a .gz beside each text file (scripts/precompress.mjs).
      preCompressed: true,
      setHeaders: cacheHeaders,
    });
  } else {
    app.log.warn({ portalDir }, 'the portal is not built; run `npm run build` to serve it');
  }
  if (hasToolbox) {
    await app.register(fastifyStatic, {
      root: toolboxDir,
      prefix: `${TOOLBOX_PREFIX}/`,
      dotfiles: 'ignore',
      index: 'index.html',
      preCompressed: true,
      decorateReply: !hasPortal,
      setHeaders: (reply, filePath) => {
        cacheHeaders(reply, filePath);
        // The toolbox's worker serves `/toolbox` itself as well as everything under it, whichever
        // of its files goes out (the build's .br and .gz included).
        if (path.basename(filePath).replace(/\.(br|gz)$/, '') === 'sw.js')
          reply.header('service-worker-allowed', TOOLBOX_PREFIX);
      },
    });
  } else {
    app.log.warn({ toolboxDir }, 'the toolbox is not built; run `npm run build` to serve it');
  }

  app.setNotFoundHandler(
    { preHandler: app.rateLimit({ max: 120, timeWindow: '1 minute' }) },
    (request, reply) => {
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
      if (wantsPage && hasToolbox && isToolboxUrl(request.url)) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html', toolboxDir);
      }
      if (wantsPage && hasPortal) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html', portalDir);
      }
      return reply
        .status(404)
        .send({ code: 'not-found', message: 'Not found', requestId: request.id });
    },
  );
}
