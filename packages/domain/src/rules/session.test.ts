import { describe, expect, it } from 'vitest';
import { afterLoginPath, isSessionIdle, portalAccess } from './session';

describe('isSessionIdle', () => {
  it('expires after exactly 30 minutes without activity', () => {
    const last = 1_000_000;
    expect(isSessionIdle(last, last)).toBe(false);
    expect(isSessionIdle(last, last + 1_799_999)).toBe(false);
    expect(isSessionIdle(last, last + 1_800_000)).toBe(true);
    expect(isSessionIdle(Date.now())).toBe(false);
  });
});

describe('portalAccess', () => {
  it.each<[Parameters<typeof portalAccess>[0], string]>([
    [null, 'login'],
    [undefined, 'login'],
    [{ role: 'Admin', status: 'active', disabled: false }, 'allowed'],
    [{ role: 'ADMIN' }, 'allowed'],
    [{ role: ' admin ' }, 'allowed'],
    [{ role: null }, 'allowed'],
    [{ role: '' }, 'allowed'],
    [{}, 'allowed'],
    [{ role: 'Engineer' }, 'unauthorized'],
    [{ role: 'costax' }, 'unauthorized'],
    [{ role: 'Admin', status: 'inactive' }, 'login'],
    [{ role: 'Admin', disabled: true }, 'login'],
    [{ role: 'Engineer', status: 'inactive' }, 'login'],
  ])('%j → %s', (user, expected) => {
    expect(portalAccess(user)).toBe(expected);
  });
});

describe('afterLoginPath', () => {
  it.each<[unknown, string]>([
    ['/documents/abc', '/documents/abc'],
    ['/users?page=2#top', '/users?page=2#top'],
    [' /software ', '/software'],
    [undefined, '/dashboard'],
    [null, '/dashboard'],
    [42, '/dashboard'],
    ['', '/dashboard'],
    ['/', '/dashboard'],
    ['/login', '/dashboard'],
    ['/login/', '/dashboard'],
    ['/login?from=x', '/dashboard'],
    ['/unauthorized', '/dashboard'],
    ['dashboard', '/dashboard'],
    ['https://evil.example/x', '/dashboard'],
    ['//evil.example/x', '/dashboard'],
    ['/\\evil.example', '/dashboard'],
    ['/\t/evil.example', '/dashboard'],
    ['javascript:alert(1)', '/dashboard'],
  ])('%j → %j', (requested, expected) => {
    expect(afterLoginPath(requested)).toBe(expected);
  });
});
