import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import {
  documentFilePath,
  documentVersionFilePath,
  fallbackFileKey,
  isControlCharacter,
  isSha256Hex,
  normalizeSha256,
  safeFileName,
  softwareFilePath,
} from './storage-path';

const HASH = 'ab'.repeat(32);

describe('storage paths of docs/product.md#storage-paths', () => {
  it('puts software at software/{hash}.zip', () => {
    expect(softwareFilePath(HASH)).toBe(`software/${HASH}.zip`);
  });

  it('puts a document at documents/{hash}.{ext}', () => {
    expect(documentFilePath(HASH, 'pdf')).toBe(`documents/${HASH}.pdf`);
    expect(documentFilePath(HASH, '.PDF')).toBe(`documents/${HASH}.pdf`);
    expect(documentFilePath(HASH, '')).toBe(`documents/${HASH}`);
    expect(documentFilePath(HASH, '../x')).toBe(`documents/${HASH}`);
  });

  it('puts a new version at documents/{id}/v{n}/{filename}', () => {
    expect(documentVersionFilePath('doc-1', 2, 'Manual v2.pdf')).toBe(
      'documents/doc-1/v2/Manual_v2.pdf',
    );
    expect(documentVersionFilePath('doc-1', 2, 'Kaffeemühle %2e%2e.pdf')).toBe(
      'documents/doc-1/v2/Kaffeem_hle__2e_2e.pdf',
    );
    expect(documentVersionFilePath('doc-1', 2, '..hidden\u0000')).toBe('documents/doc-1/v2/hidden');
    expect(documentVersionFilePath('doc-1', 2, '/')).toBe('documents/doc-1/v2/file');
    expect(documentVersionFilePath('doc-1', 3, '../../etc/passwd')).toBe(
      'documents/doc-1/v3/passwd',
    );
    expect(documentVersionFilePath('doc-1', 3, 'C:\\Users\\me\\a.pdf')).toBe(
      'documents/doc-1/v3/a.pdf',
    );
  });

  it.each([
    () => softwareFilePath('../x'),
    () => softwareFilePath(''),
    () => documentFilePath('a/b', 'pdf'),
    () => documentVersionFilePath('../doc', 2, 'a.pdf'),
    () => documentVersionFilePath('doc', 0, 'a.pdf'),
    () => documentVersionFilePath('doc', 1.5, 'a.pdf'),
  ])('refuses keys that could leave their folder (%#)', (build) => {
    expect(build).toThrow(DomainError);
  });
});

describe('safeFileName', () => {
  it.each([
    ['a.pdf', 'a.pdf'],
    ['dir/a.pdf', 'a.pdf'],
    ['..', 'file'],
    ['.', 'file'],
    ['', 'file'],
    ['  ', 'file'],
    ['a\u0000b\n.pdf', 'ab.pdf'],
    ['Café ☕.pdf', 'Café ☕.pdf'],
  ])('%j → %j', (name, expected) => {
    expect(safeFileName(name)).toBe(expected);
  });

  it('recognises control characters', () => {
    expect(isControlCharacter('\u0000')).toBe(true);
    expect(isControlCharacter('\u001f')).toBe(true);
    expect(isControlCharacter('\u007f')).toBe(true);
    expect(isControlCharacter(' ')).toBe(false);
    expect(isControlCharacter('é')).toBe(false);
  });
});

describe('hashes', () => {
  it('recognises SHA-256 hex and stores it uppercase', () => {
    expect(isSha256Hex(HASH)).toBe(true);
    expect(isSha256Hex(HASH.toUpperCase())).toBe(true);
    expect(isSha256Hex(HASH.slice(1))).toBe(false);
    expect(isSha256Hex(`${HASH.slice(1)}g`)).toBe(false);
    expect(isSha256Hex(undefined)).toBe(false);
    expect(normalizeSha256(` ${HASH} `)).toBe(HASH.toUpperCase());
  });

  it('falls back to a timestamp and a random part when hashing fails', () => {
    expect(fallbackFileKey(1_700_000_000_000, 0)).toBe('1700000000000_00000000');
    expect(fallbackFileKey(1_700_000_000_000, 0.5)).toBe('1700000000000_i0000000');
    expect(fallbackFileKey()).toMatch(/^\d{13,}_[0-9a-z]{8}$/);
    expect(() => softwareFilePath(fallbackFileKey())).not.toThrow();
  });
});
