/**
 * Software version comparison (docs/product.md#software-versions): versions split on dots, each
 * part compared as a number, missing parts count as 0. A part's number is its leading digits
 * (`3-beta` → 3, `rc1` → 0), one leading `v` is ignored (`v1.2` = `1.2`), and digits are compared
 * as text by length, so any length of number compares exactly.
 */
function versionParts(version: string | null | undefined): string[] {
  const text = (version ?? '').trim().replace(/^v/i, '');
  return text.split('.').map((part) => (/^\d+/.exec(part.trim())?.[0] ?? '0').replace(/^0+/, ''));
}

function compareDigits(a: string, b: string): -1 | 0 | 1 {
  if (a.length !== b.length) return a.length < b.length ? -1 : 1;
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/**
 * Orders two software versions: -1 when `a` is older, 0 when equal, 1 when newer
 * (docs/product.md#software-versions).
 */
export function compareVersions(
  a: string | null | undefined,
  b: string | null | undefined,
): -1 | 0 | 1 {
  const left = versionParts(a);
  const right = versionParts(b);
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const order = compareDigits(left[i] ?? '', right[i] ?? '');
    if (order !== 0) return order;
  }
  return 0;
}

/**
 * Whether an installed version is older than a package's `minVersion`; an empty minVersion means
 * there is no minimum (docs/product.md#software).
 */
export function isBelowMinVersion(
  version: string | null | undefined,
  minVersion: string | null | undefined,
): boolean {
  if ((minVersion ?? '').trim() === '') return false;
  return compareVersions(version, minVersion) < 0;
}

/**
 * A document's version number as displayed, with the v prefix (docs/product.md#document-display).
 */
export function formatVersion(versionNumber: number): string {
  return `v${versionNumber}`;
}

/**
 * Document version entries newest first (docs/product.md#document-display), from a list or from the
 * stored map keyed by version number. Returns a new array.
 */
export function sortVersionsNewestFirst<T extends { versionNumber: number }>(
  entries: readonly T[] | Readonly<Record<string, T>> | null | undefined,
): T[] {
  const list = Array.isArray(entries)
    ? [...(entries as readonly T[])]
    : Object.values(entries ?? {});
  return list.sort((a, b) => b.versionNumber - a.versionNumber);
}
