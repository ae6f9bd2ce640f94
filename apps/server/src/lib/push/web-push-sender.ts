import webpush from 'web-push';
import { checkPushEndpoint } from './push-endpoint';

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
  fetch?: typeof fetch;
};

/**
 * Sends encrypted Web Push messages (RFC 8291 aes128gcm, VAPID RFC 8292). web-push builds the
 * request; fetch sends it, so a push service on loopback works in tests (web-push's own sender
 * speaks only HTTPS). Endpoints are checked before every send: https, public addresses only, and
 * redirects are not followed.
 */
export class WebPushSender {
  private readonly doFetch: typeof fetch;

  constructor(private readonly options: WebPushSenderOptions) {
    this.doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  }

  /** Whether an endpoint may be stored and sent to (the subscription routes check it first). */
  async isAllowedEndpoint(endpoint: string): Promise<boolean> {
    const check = await checkPushEndpoint(endpoint, {
      allowPrivateHosts: this.options.allowPrivateHosts,
    });
    return check.ok;
  }

  async send(target: PushTarget, message: PushMessage): Promise<PushOutcome> {
    const check = await checkPushEndpoint(target.endpoint, {
      allowPrivateHosts: this.options.allowPrivateHosts,
    });
    // A host that does not resolve now may again later; one that points inside never may.
    if (!check.ok) return check.reason === 'host does not resolve' ? 'failed' : 'gone';
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
      const response = await this.doFetch(details.endpoint, {
        method: details.method,
        headers: details.headers as Record<string, string>,
        body: details.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
      await response.body?.cancel();
      if (response.status === 404 || response.status === 410) return 'gone';
      return response.status >= 200 && response.status < 300 ? 'delivered' : 'failed';
    } catch {
      return 'failed';
    }
  }
}
