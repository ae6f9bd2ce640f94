import { describe, expect, it } from 'vitest';
import { fileTypeLabel, fileTypeOf, IMAGE_FILE_TYPES, isImage, isPdf } from './file-type';

describe('fileTypeOf', () => {
  it.each<[string | null | undefined, string]>([
    ['pdf', 'pdf'],
    ['PDF', 'pdf'],
    ['.PDF', 'pdf'],
    ['manual.PDF', 'pdf'],
    ['application/pdf', 'pdf'],
    ['image/jpeg', 'jpeg'],
    ['image/svg+xml', 'svg'],
    ['image/x-png', 'png'],
    ['image/photo.png', 'png'],
    ['application/vnd.ms-excel', 'vnd.ms-excel'],
    ['text/plain; charset=utf-8', 'plain'],
    ['photo.JPEG', 'jpeg'],
    ['docs/readme', ''],
    ['README', 'readme'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (value, expected) => {
    expect(fileTypeOf(value)).toBe(expected);
  });
});

describe('isPdf', () => {
  it.each<[string | null | undefined, boolean]>([
    ['pdf', true],
    ['PDF', true],
    ['.PDF', true],
    ['Manual.Pdf', true],
    ['application/pdf', true],
    ['  pdf  ', true],
    ['pdfx', false],
    ['manual.pdf.zip', false],
    ['docx', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (value, expected) => {
    expect(isPdf(value)).toBe(expected);
  });
});

describe('isImage', () => {
  it('recognises exactly jpg, jpeg, png, gif, svg and webp', () => {
    expect(IMAGE_FILE_TYPES).toEqual(['jpg', 'jpeg', 'png', 'gif', 'svg', 'webp']);
  });

  it.each<[string | null | undefined, boolean]>([
    ['jpg', true],
    ['JPG', true],
    ['jpeg', true],
    ['photo.JPEG', true],
    ['.png', true],
    ['x.gif', true],
    ['logo.SVG', true],
    ['image/svg+xml', true],
    ['image/webp', true],
    ['IMAGE/PNG', true],
    ['bmp', false],
    ['tiff', false],
    ['pdf', false],
    ['image/heic', false],
    ['png.pdf', false],
    ['', false],
    [null, false],
  ])('%j → %s', (value, expected) => {
    expect(isImage(value)).toBe(expected);
  });
});

describe('fileTypeLabel', () => {
  it('is the short type in capitals, FILE when unknown', () => {
    expect(fileTypeLabel('manual.pdf')).toBe('PDF');
    expect(fileTypeLabel('image/jpeg')).toBe('JPEG');
    expect(fileTypeLabel('')).toBe('FILE');
    expect(fileTypeLabel(undefined)).toBe('FILE');
  });
});
