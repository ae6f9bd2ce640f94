import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import {
  isZipFileName,
  SoftwareFileNameSchema,
  SoftwareInput,
  SoftwareSchema,
  zipFileError,
} from './software';

function issues(input: unknown): Record<string, string[]> {
  const result = SoftwareInput.safeParse(input);
  if (result.success) return {};
  const byPath: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    (byPath[issue.path.join('.')] ??= []).push(issue.message);
  }
  return byPath;
}

const VALID = { name: 'Firmware', category: 'Updates', version: '2.1', downloadURL: 'https://x' };

describe('SoftwareInput', () => {
  it('accepts a complete input and fills the defaults', () => {
    expect(SoftwareInput.parse({ ...VALID, machineIds: ['a', ' ', 'a', 'b'] })).toEqual({
      ...VALID,
      author: '',
      description: '',
      minVersion: '',
      password: '',
      machineIds: ['a', 'b'],
      sendNotification: false,
    });
  });

  it.each([
    ['name', 'Name is required'],
    ['category', 'Category is required'],
    ['version', 'Version is required'],
  ])(
    'says %s is required with the product’s wording (docs/product.md#software-validation)',
    (field, message) => {
      expect(issues({ ...VALID, [field]: undefined })).toEqual({ [field]: [message] });
      expect(issues({ ...VALID, [field]: '  ' })).toEqual({ [field]: [message] });
    },
  );

  it('needs a file path or download URL', () => {
    expect(
      SoftwareInput.safeParse({ ...VALID, downloadURL: undefined, filePath: 's.zip' }).success,
    ).toBe(true);
    expect(issues({ ...VALID, downloadURL: ' ' })).toEqual({
      filePath: [messages.software.fileRequired],
    });
    expect(messages.software.fileRequired).toBe('File path or download URL is required');
  });

  it('reports every missing field at once', () => {
    expect(Object.values(issues({})).flat()).toEqual([
      'Name is required',
      'Category is required',
      'Version is required',
      'File path or download URL is required',
    ]);
  });
});

describe('ZIP files only', () => {
  it.each<[string | null | undefined, boolean]>([
    ['tool.zip', true],
    ['TOOL.ZIP', true],
    ['my.tool.Zip', true],
    [' tool.zip ', true],
    ['tool.zip.exe', false],
    ['tool.rar', false],
    ['zip', false],
    ['.zip', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (name, expected) => {
    expect(isZipFileName(name)).toBe(expected);
    expect(zipFileError(name)).toBe(expected ? null : 'Only ZIP files are allowed.');
    expect(SoftwareFileNameSchema.safeParse(name).success).toBe(expected);
  });

  it('tells the user Only ZIP files are allowed.', () => {
    expect(SoftwareFileNameSchema.safeParse('x.exe').error?.issues[0]?.message).toBe(
      'Only ZIP files are allowed.',
    );
  });
});

describe('SoftwareSchema', () => {
  it('describes a full software record', () => {
    const record = {
      id: 's1',
      createdAt: 'c',
      updatedAt: 'u',
      name: 'Firmware',
      author: 'Bob',
      category: 'Updates',
      description: '',
      downloadURL: 'https://x',
      filePath: 'software/AB.zip',
      fileSizeKB: 2048,
      machineIds: [],
      minVersion: '',
      password: '',
      sha256FileHash: 'ab',
      uploadDate: 'd',
      uploadedBy: 'u1',
      version: '2.1',
      sendNotification: true,
    };
    expect(SoftwareSchema.parse(record)).toEqual(record);
    expect(SoftwareSchema.safeParse({ ...record, category: ['Updates'] }).success).toBe(false);
  });
});
