import { describe, expect, it } from 'vitest';
import { whatsNewSince } from './last-visit';

describe('whatsNewSince', () => {
  it('counts the last 14 days on a first visit, then from the previous visit', () => {
    const first = new Date('2026-11-20T10:00:00.000Z');
    expect(whatsNewSince(first)).toBe('2026-11-06T10:00:00.000Z');
    // Same browser session: the same point, however often Home is opened.
    expect(whatsNewSince(new Date('2026-11-20T11:00:00.000Z'))).toBe('2026-11-06T10:00:00.000Z');

    window.sessionStorage.clear(); // The app is opened again another day.
    expect(whatsNewSince(new Date('2026-11-23T08:00:00.000Z'))).toBe('2026-11-20T10:00:00.000Z');
  });
});
