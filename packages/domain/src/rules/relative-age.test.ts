import { describe, expect, it } from 'vitest';
import { relativeAge } from './relative-age';

const NOW = new Date('2024-06-15T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

describe('relativeAge', () => {
  it.each([
    [0, 'Today'],
    [1, 'Yesterday'],
    [2, '2 days ago'],
    [29, '29 days ago'],
    [30, '1 month ago'],
    [59, '1 month ago'],
    [60, '2 months ago'],
    [364, '12 months ago'],
    [365, '1 year ago'],
    [729, '1 year ago'],
    [730, '2 years ago'],
    [3650, '10 years ago'],
  ])('%d days → %j', (days, expected) => {
    expect(relativeAge(daysAgo(days), NOW)).toBe(expected);
  });

  it('counts whole elapsed days, not calendar days', () => {
    expect(relativeAge(new Date(NOW.getTime() - DAY + 1), NOW)).toBe('Today');
    expect(relativeAge(new Date(NOW.getTime() - 2 * DAY + 1), NOW)).toBe('Yesterday');
    expect(relativeAge(new Date(NOW.getTime() - 30 * DAY + 1), NOW)).toBe('29 days ago');
  });

  it('reads ISO strings, epoch milliseconds and seconds timestamps', () => {
    expect(relativeAge(daysAgo(3).toISOString(), NOW)).toBe('3 days ago');
    expect(relativeAge(daysAgo(3).getTime(), NOW)).toBe('3 days ago');
    expect(relativeAge({ seconds: daysAgo(3).getTime() / 1000, nanoseconds: 0 }, NOW)).toBe(
      '3 days ago',
    );
  });

  it.each([undefined, null, '', 'yesterday-ish', Number.NaN, {}])('%j → Unknown', (value) => {
    expect(relativeAge(value, NOW)).toBe('Unknown');
  });

  it('reads a future time as Today', () => {
    expect(relativeAge(new Date(NOW.getTime() + 5 * DAY), NOW)).toBe('Today');
  });

  it('uses the current time by default', () => {
    expect(relativeAge(new Date())).toBe('Today');
  });
});
