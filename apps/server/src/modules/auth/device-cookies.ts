import crypto from 'node:crypto';

/** The cookie that marks a browser which has signed in before (decision 019). */
export const DEVICE_COOKIE = 'toolbox_device';

/** A device stays known for a year after its last successful sign-in. */
const MAX_AGE_SECONDS = 365 * 24 * 3600;

/** Several people may share one phone: the cookie remembers the last few accounts. */
const MAX_ACCOUNTS = 5;

const ENTRY = /^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/;

/** The value of cookie `name` in a `Cookie` request header, or undefined. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/**
 * Device cookies as OWASP's "Slow Down Online Guessing Attacks with Device Cookies" describes
 * them: after a successful sign-in the browser gets a signed token for that account, and an
 * attempt that shows a valid token for the email it tries is counted against that device alone,
 * so strangers who lock the account (or the office's address) do not lock out its owner.
 *
 * The cookie holds up to five entries, `id.mac`, one per account signed in from this browser;
 * the mac binds the id to the account's email, which the cookie itself does not reveal.
 */
export class DeviceCookies {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly secure: boolean,
  ) {
    // Its own key, so a device token can never pass for anything else signed with the secret.
    this.key = crypto.createHmac('sha256', secret).update('toolbox device cookie v1').digest();
  }

  /** The trusted device's id when the cookie holds a valid entry for `email`, else undefined. */
  deviceFor(cookieHeader: string | undefined, email: string): string | undefined {
    const entry = this.entries(cookieHeader).find((e) => this.isFor(e, email));
    return entry?.split('.')[0];
  }

  /**
   * The `Set-Cookie` value after a successful sign-in to `email`: a fresh entry for it, beside the
   * other accounts' entries this browser already had.
   */
  issue(cookieHeader: string | undefined, email: string): string {
    const id = crypto.randomBytes(16).toString('base64url');
    const others = this.entries(cookieHeader).filter((e) => !this.isFor(e, email));
    const value = [`${id}.${this.mac(id, email)}`, ...others].slice(0, MAX_ACCOUNTS).join('~');
    return [
      `${DEVICE_COOKIE}=${value}`,
      'Path=/api/v1/auth',
      `Max-Age=${MAX_AGE_SECONDS}`,
      'HttpOnly',
      'SameSite=Strict',
      ...(this.secure ? ['Secure'] : []),
    ].join('; ');
  }

  private entries(cookieHeader: string | undefined): string[] {
    const value = readCookie(cookieHeader, DEVICE_COOKIE) ?? '';
    return value
      .split('~')
      .filter((e) => ENTRY.test(e))
      .slice(0, MAX_ACCOUNTS);
  }

  private isFor(entry: string, email: string): boolean {
    const [id, mac] = entry.split('.') as [string, string];
    const expected = Buffer.from(this.mac(id, email));
    const given = Buffer.from(mac);
    return given.length === expected.length && crypto.timingSafeEqual(given, expected);
  }

  private mac(id: string, email: string): string {
    return crypto
      .createHmac('sha256', this.key)
      .update(`${id}\n${email.trim().toLowerCase()}`)
      .digest('base64url');
  }
}
