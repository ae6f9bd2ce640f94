import { describe, expect, it } from 'vitest';
import { isTokenExpired, nextRefreshBackoffMs, tokenRefreshAt } from './token-refresh';

describe('nextRefreshBackoffMs', () => {
  it('starts at 30 s, doubles, and stops at 16 minutes', () => {
    const waits: number[] = [];
    let wait: number | null = null;
    for (let i = 0; i < 8; i += 1) {
      wait = nextRefreshBackoffMs(wait);
      waits.push(wait / 1000);
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 960, 960, 960]);
  });

  it.each([undefined, null, 0, -1, Number.NaN])('starts over from %j', (previous) => {
    expect(nextRefreshBackoffMs(previous)).toBe(30_000);
  });
});

describe('token expiry', () => {
  const expiresAt = 10_000_000;

  it('refreshes 5 minutes ahead', () => {
    expect(tokenRefreshAt(expiresAt)).toBe(expiresAt - 300_000);
  });

  it('counts the token expired 30 s early', () => {
    expect(isTokenExpired(expiresAt, expiresAt - 30_001)).toBe(false);
    expect(isTokenExpired(expiresAt, expiresAt - 30_000)).toBe(true);
    expect(isTokenExpired(expiresAt, expiresAt + 1)).toBe(true);
    expect(isTokenExpired(Date.now() + 3_600_000)).toBe(false);
  });
});
