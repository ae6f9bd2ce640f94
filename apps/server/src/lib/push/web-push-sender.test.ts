import crypto from 'node:crypto';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import webpush from 'web-push';
import { afterEach, describe, expect, it } from 'vitest';
import { WebPushSender, type PushMessage, type PushTarget } from './web-push-sender';

/**
 * docs/product.md#push-subscriptions: a push goes to the address that was checked, so a host name
 * that answers a public address to the check and loopback a moment later (DNS rebinding) cannot
 * steer the server's request inside.
 */
const vapid = webpush.generateVAPIDKeys();
const message: PushMessage = { notification: { title: 'T', body: 'B' }, data: {} };
const servers: net.Server[] = [];

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((s) => new Promise<void>((resolve) => s.close(() => resolve()))),
  );
});

function target(endpoint: string): PushTarget {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: crypto.randomBytes(16).toString('base64url'),
  };
}

function sender(lookup: (host: string) => Promise<string[]>, allowPrivateHosts = false) {
  return new WebPushSender({
    ...vapid,
    subject: 'mailto:ops@example.com',
    allowPrivateHosts,
    timeoutMs: 1000,
    lookup,
  });
}

/** A resolver that answers each call with the next of `answers` (the last one from then on). */
function resolver(...answers: string[][]) {
  const calls: string[] = [];
  const lookup = (host: string) => {
    calls.push(host);
    return Promise.resolve(answers[Math.min(calls.length, answers.length) - 1]!);
  };
  return { lookup, calls };
}

/** A TCP listener on loopback that keeps the first bytes of every connection it gets. */
async function listenOnLoopback() {
  const received: Buffer[] = [];
  const server = net.createServer((socket) => {
    socket.once('data', (chunk: Buffer) => {
      received.push(chunk);
      socket.destroy();
    });
    socket.on('error', () => undefined);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, received };
}

describe('push endpoint and DNS rebinding', () => {
  it('connects to the address that was checked, not to a second answer for the same name', async () => {
    const loopback = await listenOnLoopback();
    // Public to the check, loopback to anyone who asks again (and `localhost` to the system).
    const dns = resolver(['203.0.113.10'], ['127.0.0.1']);

    const outcome = await sender(dns.lookup).send(
      target(`https://localhost:${loopback.port}/push/rebind`),
      message,
    );

    expect(outcome).toBe('failed');
    expect(loopback.received).toHaveLength(0);
  });

  it('speaks TLS to the checked address under the endpoint’s own name (SNI)', async () => {
    const listener = await listenOnLoopback();
    const dns = resolver(['127.0.0.1']);

    await sender(dns.lookup, true).send(
      target(`https://push.example.test:${listener.port}/push/sni`),
      message,
    );

    // The ClientHello reached the resolved address and named the original host.
    expect(listener.received).toHaveLength(1);
    expect(listener.received[0]!.includes(Buffer.from('push.example.test'))).toBe(true);
    expect(dns.calls).toEqual(['push.example.test']);
  });

  it('sends the original Host header to the checked address', async () => {
    const hosts: (string | undefined)[] = [];
    const server = http.createServer((req, res) => {
      hosts.push(req.headers.host);
      req.resume();
      req.on('end', () => res.writeHead(201).end());
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;

    const outcome = await sender(resolver(['127.0.0.1']).lookup, true).send(
      target(`http://push.example.test:${port}/push/host`),
      message,
    );

    expect(outcome).toBe('delivered');
    expect(hosts).toEqual([`push.example.test:${port}`]);
  });
});
