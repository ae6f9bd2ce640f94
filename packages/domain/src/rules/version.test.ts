import { describe, expect, it } from 'vitest';
import {
  compareVersions,
  formatVersion,
  isBelowMinVersion,
  sortVersionsNewestFirst,
} from './version';

describe('compareVersions', () => {
  it.each<[string | null | undefined, string | null | undefined, -1 | 0 | 1]>([
    ['1.2', '1.2.0', 0],
    ['1.2.0', '1.2', 0],
    ['1.10', '1.9', 1],
    ['1.9', '1.10', -1],
    ['2', '10', -1],
    ['1.0.1', '1.0', 1],
    ['1', '1.0.0.0', 0],
    ['01.002', '1.2', 0],
    ['1.2.3', '1.2.4', -1],
    ['3.0', '2.99.99', 1],
    ['', '0', 0],
    ['', '0.0.1', -1],
    [null, undefined, 0],
    [' 1.2 ', '1.2', 0],
    ['v1.2', '1.2', 0],
    ['V2', '1.9', 1],
    ['1.2.3-beta', '1.2.3', 0],
    ['1.2.3-beta', '1.2.4', -1],
    ['1.x', '1.0', 0],
    ['1.rc1', '1.0', 0],
    ['1..2', '1.0.2', 0],
    ['12345678901234567890.1', '12345678901234567889.9', 1],
  ])('%j vs %j → %d', (a, b, expected) => {
    expect(compareVersions(a, b)).toBe(expected);
  });

  it('is antisymmetric', () => {
    const versions = ['1', '1.0.1', '1.10', '1.9', '2.0', 'v0.1', ''];
    for (const a of versions) {
      for (const b of versions) expect(compareVersions(a, b)).toBe(-compareVersions(b, a) || 0);
    }
  });
});

describe('isBelowMinVersion', () => {
  it.each<[string | null | undefined, string | null | undefined, boolean]>([
    ['1.2.0', '1.3', true],
    ['1.3', '1.3', false],
    ['1.3.0', '1.3', false],
    ['1.10', '1.9', false],
    ['1.9', '1.10', true],
    ['1.0', '', false],
    ['1.0', '   ', false],
    ['1.0', null, false],
    ['1.0', undefined, false],
    ['', '1.0', true],
  ])('%j below %j → %s', (version, minVersion, expected) => {
    expect(isBelowMinVersion(version, minVersion)).toBe(expected);
  });
});

describe('formatVersion', () => {
  it('prefixes the number with v', () => {
    expect(formatVersion(1)).toBe('v1');
    expect(formatVersion(12)).toBe('v12');
  });
});

describe('sortVersionsNewestFirst', () => {
  const v = (versionNumber: number) => ({ versionNumber, changes: `c${versionNumber}` });

  it('sorts a list by version number, newest first, without changing the input', () => {
    const input = [v(1), v(3), v(2), v(10)];
    expect(sortVersionsNewestFirst(input).map((e) => e.versionNumber)).toEqual([10, 3, 2, 1]);
    expect(input.map((e) => e.versionNumber)).toEqual([1, 3, 2, 10]);
  });

  it('reads the stored map keyed by version number', () => {
    const map = { '1': v(1), '2': v(2), '10': v(10) };
    expect(sortVersionsNewestFirst(map).map((e) => e.versionNumber)).toEqual([10, 2, 1]);
  });

  it('gives an empty list for no versions', () => {
    expect(sortVersionsNewestFirst(undefined)).toEqual([]);
    expect(sortVersionsNewestFirst(null)).toEqual([]);
    expect(sortVersionsNewestFirst({})).toEqual([]);
  });
});
