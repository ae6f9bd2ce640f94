import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';

/** A browser's side of a push subscription: its key pair and auth secret. */
export type FakeDevice = {
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** Decrypts a push body sent to this device (RFC 8291 aes128gcm). */
  decrypt(body: Buffer): unknown;
};

export type ReceivedPush = { path: string; headers: http.IncomingHttpHeaders; body: Buffer };

/**
 * A push service on loopback: records every push, answers each path with the status set for it
 * (201 by default, e.g. 410 for an expired subscription).
 */
export async function startPushService() {
  const received: ReceivedPush[] = [];
  const statuses = new Map<string, number>();
  /** While held, pushes are taken in but not answered (a slow push service). */
  let held: Promise<void> | null = null;
  const counts = { arrived: 0 };
  const server = http.createServer((req, res) => {
    counts.arrived += 1;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = statuses.get(path) ?? 201;
      void (held ?? Promise.resolve()).then(() => res.end());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;

  return {
    received,
    /** Pushes that reached the service, answered or not. */
    counts,
    /** Stops answering pushes until the function it answers is called. */
    hold(): () => void {
      let release!: () => void;
      held = new Promise<void>((resolve) => (release = resolve));
      return () => {
        held = null;
        release();
      };
    },
    /** A new device subscribed at this service; `status` is what its pushes are answered. */
    device(name: string, status = 201): FakeDevice {
      const path = `/push/${name}`;
      statuses.set(path, status);
      const ecdh = crypto.createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = crypto.randomBytes(16).toString('base64url');
      return {
        subscription: {
          endpoint: `${base}${path}`,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
        },
        decrypt: (body) =>
          JSON.parse(
            ece
              .decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth })
              .toString('utf8'),
          ) as unknown,
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
