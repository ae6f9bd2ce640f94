import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { checkPushEndpoint, resolvePushEndpoint } from './push-endpoint';

/** A stored subscription, as the sender needs it. */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/** What became of one push: accepted, gone for good (404/410: delete it), or failed this time. */
export type PushOutcome = 'delivered' | 'gone' | 'failed';

export type PushMessage = {
  notification: { title: string; body: string };
  data: Record<string, string>;
};

export type WebPushSenderOptions = {
  publicKey: string;
  privateKey: string;
  /** mailto: or https: contact the push service may use. */
  subject: string;
  allowPrivateHosts: boolean;
  /** How long one push service may take to answer. */
  timeoutMs?: number;
  /** Seconds a push service keeps an undelivered message. */
  ttlSeconds?: number;
  /** Resolves a host name to its addresses (tests inject one; the system resolver otherwise). */
  lookup?: (host: string) => Promise<string[]>;
};

/**
 * POSTs to the address that was checked: the endpoint's name stays in the Host header and is the
 * TLS server name, so the push service's certificate is still verified against it. Answers the
 * status; the body is discarded and redirects are not followed.
 */
function postToCheckedAddress(
  url: URL,
  address: string,
  request: { method: string; headers: Record<string, string>; body: Buffer },
  timeoutMs: number,
): Promise<number> {
  const secure = url.protocol === 'https:';
  const name = url.hostname.replace(/^\[|\]$/g, '');
  return new Promise((resolve, reject) => {
    const outgoing = (secure ? https : http).request(
      {
        host: address,
        port: url.port || (secure ? 443 : 80),
        path: `${url.pathname}${url.search}`,
        method: request.method,
        headers: { ...request.headers, host: url.host },
        ...(secure && net.isIP(name) === 0 ? { servername: name } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

/**
 * Sends encrypted Web Push messages (RFC 8291 aes128gcm, VAPID RFC 8292). web-push builds the
 * request; it is sent over plain http(s) to the address its endpoint was checked at, so a push
 * service on loopback works in tests (web-push's own sender speaks only HTTPS). Endpoints are
 * resolved and checked before every send: https, public addresses only, and redirects are not
 * followed.
 */
export class WebPushSender {
  constructor(private readonly options: WebPushSenderOptions) {}

  /** Whether an endpoint may be stored and sent to (the subscription routes check it first). */
  async isAllowedEndpoint(endpoint: string): Promise<boolean> {
    const check = await checkPushEndpoint(endpoint, {
      allowPrivateHosts: this.options.allowPrivateHosts,
      lookup: this.options.lookup,
    });
    return check.ok;
  }

  async send(target: PushTarget, message: PushMessage): Promise<PushOutcome> {
    const resolved = await resolvePushEndpoint(target.endpoint, {
      allowPrivateHosts: this.options.allowPrivateHosts,
      lookup: this.options.lookup,
    });
    // A host that does not resolve now may again later; one that points inside never may.
    if (!resolved.ok) return resolved.reason === 'host does not resolve' ? 'failed' : 'gone';
    // Loaded with the first push sent: a server nobody subscribed to never carries it.
    const { default: webpush } = await import('web-push');
    const details = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(message),
      {
        vapidDetails: {
          subject: this.options.subject,
          publicKey: this.options.publicKey,
          privateKey: this.options.privateKey,
        },
        TTL: this.options.ttlSeconds ?? 24 * 3600,
        contentEncoding: 'aes128gcm',
        urgency: 'normal',
      },
    );
    try {
      const status = await postToCheckedAddress(
        resolved.url,
        resolved.address,
        {
          method: details.method,
          headers: details.headers,
          body: details.body,
        },
        this.options.timeoutMs ?? 10_000,
      );
      if (status === 404 || status === 410) return 'gone';
      return status >= 200 && status < 300 ? 'delivered' : 'failed';
    } catch {
      return 'failed';
    }
  }
}
