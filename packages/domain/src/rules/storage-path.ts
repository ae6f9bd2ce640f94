import { API_ERROR_CODES } from '../api-codes';
import { SOFTWARE_FILE_EXTENSION } from '../constants';
import { DomainError } from '../errors';
import { baseName } from './file-size';

/**
 * Where stored files live (docs/product.md#storage-paths): keys are built here from hashes and ids
 * only, so a path sent by a client can never choose where a file is written (ARCHITECTURE.md).
 */
const KEY = /^[A-Za-z0-9_-]+$/;

function checkedKey(value: string): string {
  if (!KEY.test(value)) throw new DomainError(API_ERROR_CODES.invalidArgument, 'Invalid file key');
  return value;
}

/** Whether a character is a C0 control character or DEL. */
export function isControlCharacter(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x20 || code === 0x7f;
}

/** Whether a string is a SHA-256 digest in hex (64 hex digits, either case). */
export function isSha256Hex(value: string | null | undefined): boolean {
  return /^[0-9a-f]{64}$/i.test(value ?? '');
}

/** A document's SHA-256 as stored: uppercase hex (docs/product.md#documents). */
export function normalizeSha256(hex: string): string {
  return hex.trim().toUpperCase();
}

/**
 * The name used instead of a hash when hashing fails (docs/product.md#hash-fallback): a timestamp
 * and a random part. `random` is a number in [0, 1), as Math.random gives.
 */
export function fallbackFileKey(now: number = Date.now(), random: number = Math.random()): string {
  const suffix = Math.floor(random * 36 ** 8)
    .toString(36)
    .padStart(8, '0');
  return `${now}_${suffix}`;
}

/** Storage key of a software package: `software/{hash}.zip`. */
export function softwareFilePath(hash: string): string {
  return `software/${checkedKey(hash)}.${SOFTWARE_FILE_EXTENSION}`;
}

/** Storage key of an image of a guide step or part diagram: `images/{sha256, lowercase}.{ext}`. */
export function imageFilePath(hash: string, extension: string): string {
  return `images/${checkedKey(hash).toLowerCase()}.${checkedKey(extension)}`;
}

/** Storage key of a document's first file: `documents/{hash}.{ext}` (no dot when no extension). */
export function documentFilePath(hash: string, extension: string): string {
  const ext = extension.trim().toLowerCase().replace(/^\./, '');
  const key = `documents/${checkedKey(hash)}`;
  return /^[a-z0-9]+$/.test(ext) ? `${key}.${ext}` : key;
}

/**
 * A file name safe to use as the last part of a storage key: no folders, no control characters,
 * never `.` or `..`; `file` when nothing is left.
 */
export function safeFileName(name: string): string {
  const cleaned = Array.from(baseName(name))
    .filter((char) => !isControlCharacter(char))
    .join('')
    .trim();
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? 'file' : cleaned;
}

/**
 * A file name as the last segment of a storage key: `safeFileName`, then every character other
 * than ASCII letters, digits, dot, dash and underscore becomes `_`, and it never starts with a dot,
 * so every store (disk, S3) takes it as it is.
 */
export function storageFileName(name: string): string {
  const ascii = safeFileName(name)
    .replace(/[^A-Za-z0-9._-]/g, '_')
    .replace(/^[._-]+/, '')
    .slice(-200);
  return /^[A-Za-z0-9]/.test(ascii) ? ascii : 'file';
}

/**
 * Storage key of a new document version: `documents/{id}/v{n}/{filename}`
 * (docs/product.md#storage-paths).
 */
export function documentVersionFilePath(
  documentId: string,
  versionNumber: number,
  fileName: string,
): string {
  if (!Number.isInteger(versionNumber) || versionNumber < 1) {
    throw new DomainError(API_ERROR_CODES.invalidArgument, 'Invalid version number');
  }
  return `documents/${checkedKey(documentId)}/v${versionNumber}/${storageFileName(fileName)}`;
}
