import crypto from 'node:crypto';
import { generate, generateSecret, generateURI, verify } from 'otplib';

/** What every authenticator app reads: SHA-1, 6 digits, 30-second steps (decision 030). */
const PERIOD_SECONDS = 30;
/** A code one step early or late is accepted: a phone's clock drifts. */
const TOLERANCE_SECONDS = PERIOD_SECONDS;
/** Recovery codes: 32 letters and digits without look-alikes (0/O, 1/I), 10 to a code. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const RECOVERY_CODE_LENGTH = 10;

/**
 * The server's keys for two-factor sign-in, derived (HKDF-SHA-256) from the session secret: one
 * seals TOTP secrets with AES-256-GCM, bound to their owner, so a database dump alone gives
 * nobody's codes and a sealed secret copied to another row does not open; the other keys the
 * HMAC recovery codes are kept as, so they cannot be tried offline either.
 */
export class TwoFactorKeys {
  private readonly sealing: Buffer;
  private readonly hashing: Buffer;

  constructor(sessionSecret: string) {
    this.sealing = derive(sessionSecret, 'totp-secret-v1');
    this.hashing = derive(sessionSecret, 'recovery-codes-v1');
  }

  seal(plain: string, userId: string): string {
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv('aes-256-gcm', this.sealing, iv, { authTagLength: 16 });
    cipher.setAAD(Buffer.from(userId, 'utf8'));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), body]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /**
   * The secret, or null when it was sealed under another session secret, for someone else, or
   * tampered with.
   */
  open(sealed: string, userId: string): string | null {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || !body) return null;
    try {
      const decipher = crypto.createDecipheriv(
        'aes-256-gcm',
        this.sealing,
        Buffer.from(iv, 'base64url'),
        { authTagLength: 16 },
      );
      decipher.setAAD(Buffer.from(userId, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      return null;
    }
  }

  /** A recovery code as it is kept: HMAC-SHA-256 of its owner and the code as typed, normalised. */
  hashRecoveryCode(userId: string, code: string): string {
    return crypto
      .createHmac('sha256', this.hashing)
      .update(`${userId}\n${normalizeRecoveryCode(code)}`)
      .digest('hex');
  }
}

function derive(secret: string, purpose: string): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', secret, 'toolbox', purpose, 32));
}

export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// URI of the set-up QR code: Toolbox, then the person's email. */
export function totpUri(secret: string, email: string): string {
  return generateURI({ issuer: 'Toolbox', label: email, secret, period: PERIOD_SECONDS });
}

/**
 * The 30-second step a 6-digit code is right for, or null: never a step at or before
 * `afterStep` (a code once used is not taken again).
 */
export async function totpStep(
  secret: string,
  code: string,
  afterStep: number | null,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  // otplib throws when the last step used is ahead of this server's window (a clock behind
  // another replica's): that code is not accepted here either.
  const result = await verify({
    secret,
    token: code,
    period: PERIOD_SECONDS,
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterStep !== null ? { afterTimeStep: afterStep } : {}),
  }).catch(() => null);
  return result?.valid && 'timeStep' in result ? result.timeStep : null;
}

/** The current code of a secret (tests, and the admin CLI's self-check). */
export function totpCode(secret: string, epochSeconds?: number): Promise<string> {
  return generate({
    secret,
    period: PERIOD_SECONDS,
    ...(epochSeconds ? { epoch: epochSeconds } : {}),
  });
}

/** Ten new recovery codes, `ABCDE-FGHJK`. */
export function newRecoveryCodes(count: number): string[] {
  return Array.from({ length: count }, () => {
    const bytes = crypto.randomBytes(RECOVERY_CODE_LENGTH);
    const code = [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join('');
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

/** A recovery code as typed (any case, spaces and dashes) in the form it is hashed. */
export function normalizeRecoveryCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '');
}

/** A 6-digit code as typed, or as the apps show it ("123 456"): its digits. */
export function normalizeTotpCode(typed: string): string {
  return typed.replace(/\s/g, '');
}
