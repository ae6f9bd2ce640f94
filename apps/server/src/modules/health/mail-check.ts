import net from 'node:net';
import tls from 'node:tls';

/** How long a mail server's answer is trusted, so /api/health stays fast and cheap. */
const CACHE_MS = 30_000;

/**
 * Connects to the SMTP server of `smtpUrl`, waits for its 220 greeting and says QUIT: the mail
 * server answers, without sending anything. Rejects on a refusal, an error reply or `timeoutMs`.
 */
export function greetSmtp(smtpUrl: string, timeoutMs: number): Promise<void> {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  const port = Number(url.port) || (secure ? 465 : 587);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return new Promise<void>((resolve, reject) => {
    const socket = secure
      ? tls.connect({ host, port, servername: net.isIP(host) ? undefined : host })
      : net.connect({ host, port });
    const done = (error?: Error) => {
      socket.destroy();
      if (error) reject(error);
      else resolve();
    };
    socket.setTimeout(timeoutMs, () => done(new Error('mail server timed out')));
    socket.once('error', done);
    socket.once('data', (data: Buffer) => {
      if (!data.toString('latin1').startsWith('220')) {
        done(new Error('mail server refused'));
        return;
      }
      socket.end('QUIT\r\n');
      done();
    });
  });
}

/** A check of the mail server that asks it at most once per 30 seconds. */
export function cachedMailCheck(smtpUrl: string, timeoutMs = 1500): () => Promise<void> {
  let last: { at: number; result: Promise<void> } | undefined;
  return () => {
    if (!last || Date.now() - last.at > CACHE_MS) {
      const result = greetSmtp(smtpUrl, timeoutMs);
      result.catch(() => undefined);
      last = { at: Date.now(), result };
    }
    return last.result;
  };
}
