import { describe, expect, it } from 'vitest';
import { baseName, bytesToKB, fileExtension, formatBytes, formatFileSize } from './file-size';

describe('bytesToKB', () => {
  it.each([
    [0, 0],
    [511, 0],
    [512, 1],
    [1024, 1],
    [1535, 1],
    [1536, 2],
    [1024 * 1024, 1024],
    [5_000_000, 4883],
  ])('%d bytes → %d KB', (bytes, kb) => {
    expect(bytesToKB(bytes)).toBe(kb);
  });
});

describe('formatBytes', () => {
  // A file's size before its upload reads as it will once stored: bytes → fileSizeKB → display.
  it.each<[number, string]>([
    [0, '0 KB'],
    [22, '0 KB'],
    [511, '0 KB'],
    [512, '1 KB'],
    [1536, '2 KB'],
    [1023 * 1024, '1023 KB'],
    [1024 * 1024, '1.00 MB'],
    [1536 * 1024, '1.50 MB'],
  ])('%d bytes → %j', (bytes, expected) => {
    expect(formatBytes(bytes)).toBe(expected);
    expect(formatBytes(bytes)).toBe(formatFileSize(bytesToKB(bytes)));
  });
});

describe('formatFileSize', () => {
  it.each<[number | string | null | undefined, string]>([
    [undefined, '0 KB'],
    [null, '0 KB'],
    ['', '0 KB'],
    ['  ', '0 KB'],
    [0, '0 KB'],
    [-5, '0 KB'],
    [Number.NaN, '0 KB'],
    ['abc', '0 KB'],
    [1, '1 KB'],
    [512, '512 KB'],
    [1023, '1023 KB'],
    [1024, '1.00 MB'],
    [1536, '1.50 MB'],
    [2048, '2.00 MB'],
    [1_048_576, '1024.00 MB'],
    [1234, '1.21 MB'],
    ['300', '300 KB'],
    ['2048', '2.00 MB'],
  ])('%j → %j', (kb, expected) => {
    expect(formatFileSize(kb)).toBe(expected);
  });
});

describe('fileExtension', () => {
  it.each<[string | null | undefined, string]>([
    ['manual.pdf', 'pdf'],
    ['MANUAL.PDF', 'pdf'],
    ['photo.JPEG', 'jpeg'],
    ['archive.tar.gz', 'gz'],
    ['  spaced.Zip  ', 'zip'],
    ['README', ''],
    ['.env', ''],
    ['trailing.', ''],
    ['dir.v1/file', ''],
    ['dir.v1\\file.txt', 'txt'],
    ['documents/abc/v2/Guide.Docx', 'docx'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (name, expected) => {
    expect(fileExtension(name)).toBe(expected);
  });
});

describe('baseName', () => {
  it('takes the last segment of either kind of path', () => {
    expect(baseName('a/b/c.pdf')).toBe('c.pdf');
    expect(baseName('C:\\x\\y.zip')).toBe('y.zip');
    expect(baseName('plain')).toBe('plain');
  });
});
