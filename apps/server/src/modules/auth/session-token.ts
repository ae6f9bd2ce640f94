import crypto from 'node:crypto';
import { readCookie } from './device-cookies';

/**
 * What a request says about its session token, read without the database: `none` (no cookie and
 * no bearer token: signed out), a token whose signature holds, or `unsure` (something better-auth
 * may still read differently; the caller asks better-auth).
 */
export type TokenReading = { token: string; dontRemember: boolean } | 'none' | 'unsure';

function tryDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Reads the session token from the session cookie, or from `Authorization: Bearer`, exactly as
 * better-auth signs it (`token.signature`, the signature an HMAC-SHA256 of the token with the
 * server's secret in padded base64), so the session of a request costs one query (decision 022).
 */
export class SessionTokenReader {
  constructor(
    private readonly secret: string,
    private readonly cookieNames: { sessionToken: string; dontRemember: string },
  ) {}

  read(headers: Headers): TokenReading {
    const authorization = headers.get('authorization');
    if (authorization?.slice(0, 7).toLowerCase() === 'bearer ') {
      const bearer = authorization.slice(7).trim();
      // better-auth's bearer plugin reads a signed token in place of the cookie.
      if (bearer)
        return bearer.includes('.') ? this.withToken(headers, tryDecode(bearer)) : 'unsure';
    }
    const cookie = this.cookie(headers, this.cookieNames.sessionToken);
    return cookie === undefined ? 'none' : this.withToken(headers, cookie);
  }

  private withToken(headers: Headers, signed: string): TokenReading {
    const token = this.verified(signed);
    if (token === undefined) return 'unsure';
    // A session not remembered is never extended (better-auth's "don't remember me" cookie).
    const dontRemember = this.cookie(headers, this.cookieNames.dontRemember);
    if (dontRemember === undefined) return { token, dontRemember: false };
    return this.verified(dontRemember) === undefined ? 'unsure' : { token, dontRemember: true };
  }

  /** A cookie's value as better-call parses it: the first of its name, unquoted and decoded. */
  private cookie(headers: Headers, name: string): string | undefined {
    const value = readCookie(headers.get('cookie') ?? undefined, name);
    if (value === undefined) return undefined;
    return tryDecode(value.startsWith('"') ? value.slice(1, -1) : value);
  }

  /** The value of `value.signature` when its signature holds, else undefined. */
  private verified(signed: string): string | undefined {
    const at = signed.lastIndexOf('.');
    if (at < 1) return undefined;
    const value = signed.slice(0, at);
    const signature = signed.slice(at + 1);
    if (signature.length !== 44 || !signature.endsWith('=')) return undefined;
    const expected = crypto.createHmac('sha256', this.secret).update(value).digest();
    const given = Buffer.from(signature, 'base64');
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
      return undefined;
    }
    return value;
  }
}
