/**
 * Size in whole KB as stored in `fileSizeKB`: bytes / 1024, rounded (docs/product.md#file-helpers).
 */
export function bytesToKB(bytes: number): number {
  return Math.round(bytes / 1024);
}

/**
 * Display text of a `fileSizeKB` value: under 1024 in KB, otherwise MB with two decimals; an empty,
 * zero, negative or non-numeric size shows as `0 KB` (docs/product.md#file-helpers).
 */
export function formatFileSize(kb: number | string | null | undefined): string {
  const size = typeof kb === 'string' ? (kb.trim() === '' ? NaN : Number(kb)) : (kb ?? NaN);
  if (!Number.isFinite(size) || size <= 0) return '0 KB';
  if (size < 1024) return `${size} KB`;
  return `${(size / 1024).toFixed(2)} MB`;
}

/**
 * Display text of a size in bytes, as it will read once stored: `formatFileSize(bytesToKB(bytes))`,
 * so a file shows the same size before and after its upload (docs/product.md#file-helpers).
 */
export function formatBytes(bytes: number): string {
  return formatFileSize(bytesToKB(bytes));
}

/** The last segment of a path, so a folder name with a dot never passes for an extension. */
export function baseName(path: string): string {
  const segments = path.split(/[/\\]/);
  return segments[segments.length - 1] ?? '';
}

/**
 * Lowercase extension of a file name or path, without the dot; `''` when there is none. A leading
 * dot alone (`.env`) is a hidden file's name, not an extension.
 */
export function fileExtension(name: string | null | undefined): string {
  const base = baseName((name ?? '').trim());
  const dot = base.lastIndexOf('.');
  if (dot <= 0 || dot === base.length - 1) return '';
  return base.slice(dot + 1).toLowerCase();
}
