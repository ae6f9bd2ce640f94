import { describe, expect, it } from 'vitest';
import {
  currentFileUrl,
  defaultDocumentTitle,
  DocumentInput,
  DocumentSchema,
  DocumentVersionSchema,
  documentTitleOrDefault,
  nextVersion,
  normalizeCategories,
  type VersionedDocument,
} from './document';
import { messages } from './messages';

function issues(input: unknown): Record<string, string[]> {
  const result = DocumentInput.safeParse(input);
  if (result.success) return {};
  const byPath: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    (byPath[issue.path.join('.')] ??= []).push(issue.message);
  }
  return byPath;
}

const VALID = { title: 'Manual', category: ['Service'], filePath: 'documents/x.pdf' };

describe('normalizeCategories', () => {
  it.each<[unknown, string[]]>([
    ['Cleaning', ['Cleaning']],
    [' Cleaning ', ['Cleaning']],
    [
      ['Service', ' ', 'User Guide '],
      ['Service', 'User Guide'],
    ],
    ['', []],
    [[], []],
    [undefined, []],
  ])('%j → %j', (value, expected) => {
    expect(normalizeCategories(value)).toEqual(expected);
  });
});

describe('DocumentInput', () => {
  it('accepts a complete input and fills the defaults', () => {
    expect(DocumentInput.parse({ ...VALID, title: '  Manual  ' })).toEqual({
      title: 'Manual',
      description: '',
      author: '',
      category: ['Service'],
      machineIds: [],
      filePath: 'documents/x.pdf',
      sendNotification: false,
    });
  });

  it('wraps a single category into a list', () => {
    expect(DocumentInput.parse({ ...VALID, category: 'Cleaning' }).category).toEqual(['Cleaning']);
  });

  it.each([undefined, '', '   '])('says Title is required for %j', (title) => {
    expect(issues({ ...VALID, title })).toEqual({ title: [messages.document.titleRequired] });
    expect(messages.document.titleRequired).toBe('Title is required');
  });

  it.each<unknown>([undefined, '', [], ['  ', '']])(
    'says Category is required for %j',
    (category) => {
      expect(issues({ ...VALID, category })).toEqual({ category: ['Category is required'] });
    },
  );

  it.each([
    { filePath: 'documents/x.pdf' },
    { downloadURL: 'https://files/x.pdf' },
    { fileUrl: 'https://files/x.pdf' },
  ])('accepts any one file location %j', (file) => {
    expect(DocumentInput.safeParse({ title: 't', category: 'c', ...file }).success).toBe(true);
  });

  it.each([{}, { filePath: '  ', downloadURL: '' }])('needs a file location (%j)', (file) => {
    expect(issues({ title: 't', category: 'c', ...file })).toEqual({
      filePath: ['File path or download URL is required'],
    });
  });

  it('reports every missing field at once', () => {
    expect(issues({})).toEqual({
      title: ['Title is required'],
      category: ['Category is required'],
      filePath: ['File path or download URL is required'],
    });
  });
});

describe('document titles', () => {
  it('default to the file name', () => {
    expect(defaultDocumentTitle('Service Manual.pdf')).toBe('Service Manual.pdf');
    expect(defaultDocumentTitle('C:\\docs\\Guide.pdf')).toBe('Guide.pdf');
    expect(documentTitleOrDefault(undefined, 'a.pdf')).toBe('a.pdf');
    expect(documentTitleOrDefault('  ', 'a.pdf')).toBe('a.pdf');
    expect(documentTitleOrDefault(' Given ', 'a.pdf')).toBe('Given');
  });
});

const OLD: VersionedDocument = {
  downloadURL: 'https://files/old.pdf',
  filePath: 'documents/OLD.pdf',
  fileSizeKB: 120,
  uploadDate: '2024-01-01T00:00:00.000Z',
  uploadedBy: 'u1',
  author: 'Ann',
  sha256FileHash: 'AB',
};

const entry = (versionNumber: number) =>
  DocumentVersionSchema.parse({
    versionNumber,
    fileUrl: `https://files/v${versionNumber}.pdf`,
    filePath: `documents/d/v${versionNumber}/f.pdf`,
    fileSizeKB: 1,
    uploadDate: '2024-01-01T00:00:00.000Z',
    uploadedBy: 'u',
    author: 'a',
    sha256FileHash: 'CD',
  });

describe('nextVersion', () => {
  it('creates the initial version 1 entry from the old file data when there are no versions', () => {
    const expected = {
      currentVersion: 2,
      initialVersion: {
        versionNumber: 1,
        fileUrl: 'https://files/old.pdf',
        filePath: 'documents/OLD.pdf',
        fileSizeKB: 120,
        uploadDate: '2024-01-01T00:00:00.000Z',
        uploadedBy: 'u1',
        author: 'Ann',
        changes: 'Initial version',
        sha256FileHash: 'AB',
      },
    };
    expect(nextVersion({ ...OLD, currentVersion: 1 })).toEqual(expected);
    expect(nextVersion({ ...OLD, currentVersion: 1, versions: null })).toEqual(expected);
    expect(nextVersion({ ...OLD, currentVersion: 1, versions: {} })).toEqual(expected);
  });

  it('counts a missing current version as 1', () => {
    expect(nextVersion(OLD).currentVersion).toBe(2);
    expect(nextVersion({ ...OLD, currentVersion: null }).currentVersion).toBe(2);
  });

  it('only adds one when versions exist', () => {
    expect(nextVersion({ ...OLD, currentVersion: 3, versions: { '1': entry(1) } })).toEqual({
      currentVersion: 4,
      initialVersion: null,
    });
  });
});

describe('currentFileUrl', () => {
  it('takes the current version entry, else the record', () => {
    expect(
      currentFileUrl({ downloadURL: 'rec', currentVersion: 2, versions: { '2': entry(2) } }),
    ).toBe('https://files/v2.pdf');
    expect(
      currentFileUrl({ downloadURL: 'rec', currentVersion: 3, versions: { '2': entry(2) } }),
    ).toBe('rec');
    expect(currentFileUrl({ downloadURL: 'rec' })).toBe('rec');
  });
});

describe('DocumentVersionSchema and DocumentSchema', () => {
  it('default a version entry changes to Initial version', () => {
    expect(entry(1).changes).toBe('Initial version');
  });

  it('describe a full document record', () => {
    const doc = {
      id: 'd1',
      createdAt: 'c',
      updatedAt: 'u',
      title: 'Manual',
      description: '',
      author: 'Ann',
      filePath: 'documents/AB.pdf',
      downloadURL: 'https://files/AB.pdf',
      fileSizeKB: 10,
      fileType: 'pdf',
      sha256FileHash: 'AB',
      isDownloaded: false,
      category: ['Service'],
      machineIds: ['franke_a600'],
      currentVersion: 1,
      uploadDate: 'x',
      lastUpdated: 'x',
      uploadedBy: 'u1',
      updatedBy: null,
    };
    expect(DocumentSchema.parse(doc)).toEqual(doc);
    expect(DocumentSchema.safeParse({ ...doc, currentVersion: 0 }).success).toBe(false);
    expect(DocumentSchema.safeParse({ ...doc, versions: { '1': entry(1) } }).success).toBe(true);
  });
});
