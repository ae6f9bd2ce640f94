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
 * Seals and opens TOTP secrets with AES-256-GCM under a key derived from the session secret, so
 * a database dump alone gives nobody's codes.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(sessionSecret: string) {
    this.key = Buffer.from(
      crypto.hkdfSync('sha256', sessionSecret, 'toolbox', 'totp-secret-v1', 32),
    );
  }

  seal(plain: string): string {
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), body]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  /** The secret, or null when it was sealed under another session secret (or tampered with). */
  open(sealed: string): string | null {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || !body) return null;
    try {
      const decipher = crypto.createDecipheriv(
        'aes-256-gcm',
        this.key,
        Buffer.from(iv, 'base64url'),
      );
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      return null;
    }
  }
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
  const result = await verify({
    secret,
    token: code,
    period: PERIOD_SECONDS,
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterStep !== null ? { afterTimeStep: afterStep } : {}),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
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

export function hashRecoveryCode(code: string): string {
  return crypto.createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');
}
