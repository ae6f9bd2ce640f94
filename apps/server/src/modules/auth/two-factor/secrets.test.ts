import { describe, expect, it } from 'vitest';
import {
  newRecoveryCodes,
  newTotpSecret,
  normalizeTotpCode,
  totpCode,
  totpStep,
  TwoFactorKeys,
} from './secrets';

// decision 030
const keys = new TwoFactorKeys('the-session-secret-of-this-test-0123456789');

describe('TwoFactorKeys', () => {
  it('opens a sealed secret only for its owner, under the same session secret', () => {
    const sealed = keys.seal('JBSWY3DPEHPK3PXP', 'user-1');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(keys.open(sealed, 'user-1')).toBe('JBSWY3DPEHPK3PXP');
    // Copied to someone else's row, or read with another session secret: nothing.
    expect(keys.open(sealed, 'user-2')).toBeNull();
    expect(
      new TwoFactorKeys('another-session-secret-0123456789abcdef').open(sealed, 'user-1'),
    ).toBeNull();
    // Tampered with, or cut short.
    const [v, iv, tag, body] = sealed.split('.');
    expect(keys.open([v, iv, tag!.slice(0, 8), body].join('.'), 'user-1')).toBeNull();
    expect(keys.open('v1.garbage', 'user-1')).toBeNull();
  });

  it('keeps recovery codes as an HMAC of their owner and the code, whatever the typing', () => {
    const [code] = newRecoveryCodes(1);
    const hash = keys.hashRecoveryCode('user-1', code!);
    expect(keys.hashRecoveryCode('user-1', code!.toLowerCase().replace('-', ' '))).toBe(hash);
    expect(keys.hashRecoveryCode('user-2', code!)).not.toBe(hash);
    expect(
      new TwoFactorKeys('another-session-secret-0123456789abcdef').hashRecoveryCode(
        'user-1',
        code!,
      ),
    ).not.toBe(hash);
  });
});

describe('TOTP codes', () => {
  it('accepts a code once per step, and never a step at or before the last used', async () => {
    const secret = newTotpSecret();
    const now = Math.floor(Date.now() / 1000);
    const code = await totpCode(secret, now);
    const step = await totpStep(secret, code, null);
    expect(step).toBe(Math.floor(now / 30));
    expect(await totpStep(secret, code, step)).toBeNull();
    // Far ahead of this window: refused, not thrown.
    expect(await totpStep(secret, code, step! + 1000)).toBeNull();
    expect(await totpStep(secret, 'abcdef', null)).toBeNull();
    expect(normalizeTotpCode(' 123 456 ')).toBe('123456');
  });

  it('makes ten distinct recovery codes without look-alike letters', () => {
    const codes = newRecoveryCodes(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/);
  });
});
