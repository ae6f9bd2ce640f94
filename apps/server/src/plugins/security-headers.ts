import type { FastifyInstance } from 'fastify';

// 'wasm-unsafe-eval' lets the browser compile WebAssembly (hash-wasm's SHA-256 of an upload)
// without allowing eval of script text.
const PORTAL_POLICY = [
  "default-src 'self'",
  "img-src 'self' data: blob:",
  "style-src 'self' 'unsafe-inline'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];
const PORTAL_CSP = PORTAL_POLICY.join('; ');
// The toolbox shows a document only after checking its bytes, from a blob: URL in a frame.
const TOOLBOX_CSP = [...PORTAL_POLICY, "frame-src 'self' blob:", "worker-src 'self'"].join('; ');

/**
 * Browser features neither app uses, denied to the page and to every frame in it. Kept: the
 * clipboard (the toolbox copies serial numbers and part numbers) and fullscreen for our own
 * origin (a PDF or image shown in a frame may offer it); the camera for the toolbox's own pages
 * only, which read machines' QR labels (issue #22 item 2). Notifications are a permission of
 * their own, not a policy feature.
 */
const PERMISSIONS = [
  'accelerometer=()',
  'autoplay=()',
  'display-capture=()',
  'encrypted-media=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
  'clipboard-read=()',
  'clipboard-write=(self)',
  'fullscreen=(self)',
];
const PERMISSIONS_POLICY = ['camera=()', ...PERMISSIONS].join(', ');
const TOOLBOX_PERMISSIONS_POLICY = ['camera=(self)', ...PERMISSIONS].join(', ');

/** A year: browsers keep to HTTPS for this long after one visit. */
const HSTS = 'max-age=31536000';

export const TOOLBOX_PREFIX = '/toolbox';
export const isToolboxUrl = (url: string) =>
  url === TOOLBOX_PREFIX ||
  url.startsWith(`${TOOLBOX_PREFIX}/`) ||
  url.startsWith(`${TOOLBOX_PREFIX}?`);

/**
 * Every answer's security headers (docs/product.md#sec-headers): pages, API answers, the API's
 * documentation, stored files and the answers a route writes itself after `reply.hijack()` (tus
 * uploads, the live-event stream), which Fastify's `onSend` hooks never see. They are therefore
 * set on the raw response as soon as a request arrives; a header the reply sets itself wins
 * (Node merges `setHeader` under `writeHead`), so a stored file keeps its sandboxing policy and
 * its `SAMEORIGIN` framing for the portal's preview box.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { publicUrl: string }) {
  const https = new URL(options.publicUrl).protocol === 'https:';
  app.addHook('onRequest', async (request, reply) => {
    const raw = reply.raw;
    raw.setHeader('x-content-type-options', 'nosniff');
    raw.setHeader('referrer-policy', 'same-origin');
    raw.setHeader('cross-origin-opener-policy', 'same-origin');
    const toolbox = isToolboxUrl(request.url);
    raw.setHeader('permissions-policy', toolbox ? TOOLBOX_PERMISSIONS_POLICY : PERMISSIONS_POLICY);
    raw.setHeader('x-frame-options', 'DENY');
    raw.setHeader('content-security-policy', toolbox ? TOOLBOX_CSP : PORTAL_CSP);
    // Only over HTTPS: the header is ignored on http, and would strand a plain-http install.
    if (https) raw.setHeader('strict-transport-security', HSTS);
    // API answers (software passwords among them) stay out of the browser's disk cache, which
    // outlives a sign-out on a shared device (issue #17 item 14). Files and images set their own.
    if (request.url.startsWith('/api/')) raw.setHeader('cache-control', 'no-store');
  });
}
