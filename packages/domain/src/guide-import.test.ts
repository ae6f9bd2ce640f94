import { describe, expect, it } from 'vitest';
import type { Guide } from './guide';
import {
  GUIDE_CSV_COLUMNS,
  GUIDE_IMPORT_MAX_ROWS,
  GuideImportFileError,
  guideFileFormat,
  guideImportTemplate,
  guidesToCsv,
  guidesToJson,
  parseGuideImport,
} from './guide-import';
import { messages } from './messages';

const header = GUIDE_CSV_COLUMNS.join(',');

describe('parseGuideImport (CSV)', () => {
  it('reads list columns split on | and steps as step objects', () => {
    const csv = `title,errorCodes,steps,estimatedMinutes\nLeak,E01 | E02,Open door|Dry tray,15\n`;
    const [row] = parseGuideImport('csv', csv);
    expect(row!.errors).toEqual([]);
    expect(row!.id).toBeNull();
    expect(row!.draft).toMatchObject({
      title: 'Leak',
      errorCodes: ['E01', 'E02'],
      steps: [
        { text: 'Open door', imagePath: null },
        { text: 'Dry tray', imagePath: null },
      ],
      estimatedMinutes: 15,
    });
  });

  it('reports each bad row with its line and field, keeping the good rows', () => {
    const csv = `id,title,estimatedMinutes\n,Good,\n,,\nguide_1,Replace,soon\n`;
    const rows = parseGuideImport('csv', csv);
    expect(rows.map((r) => r.row)).toEqual([2, 3, 4]);
    expect(rows[0]!.errors).toEqual([]);
    expect(rows[1]!.errors).toEqual([{ field: 'title', message: messages.guide.titleRequired }]);
    expect(rows[2]!.id).toBe('guide_1');
    expect(rows[2]!.errors.map((e) => e.field)).toEqual(['estimatedMinutes']);
  });

  it('refuses unknown columns, a missing title column, bad CSV and an empty file', () => {
    expect(() => parseGuideImport('csv', 'title,colour\nx,red')).toThrow(GuideImportFileError);
    expect(() => parseGuideImport('csv', 'symptom\nx')).toThrow('"title" column is missing');
    expect(() => parseGuideImport('csv', 'title\n"open')).toThrow(GuideImportFileError);
    expect(() => parseGuideImport('csv', `${header}\n`)).toThrow(messages.guide.importEmpty);
  });
});

describe('parseGuideImport (JSON)', () => {
  it('reads a list or {guides: [...]} and numbers rows from 1', () => {
    const rows = parseGuideImport(
      'json',
      JSON.stringify({ guides: [{ title: 'A' }, { title: '' }] }),
    );
    expect(rows.map((r) => [r.row, r.errors.length])).toEqual([
      [1, 0],
      [2, 1],
    ]);
    expect(parseGuideImport('json', '[{"title":"B","id":"guide_9"}]')[0]!.id).toBe('guide_9');
  });

  it('refuses text that is not JSON or not a list', () => {
    expect(() => parseGuideImport('json', '{')).toThrow(GuideImportFileError);
    expect(() => parseGuideImport('json', '{"a":1}')).toThrow('expected a list of guides');
    expect(() => parseGuideImport('json', '[]')).toThrow(messages.guide.importEmpty);
  });
});

describe('export and template', () => {
  const guide: Guide = {
    id: 'guide_1',
    machineId: 'franke_a600',
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
    title: 'Leak, front',
    symptom: 'Water "everywhere"',
    errorCodes: ['E1'],
    category: 'Brewing',
    severity: 'High',
    estimatedMinutes: null,
    tools: [],
    parts: ['Seal'],
    causes: [],
    steps: [
      { text: 'One', imagePath: null },
      { text: 'Two', imagePath: null },
    ],
    relatedDocumentIds: [],
  };

  it('exports CSV and JSON that the import reads back to the same content', () => {
    for (const [format, text] of [
      ['csv', guidesToCsv([guide])],
      ['json', guidesToJson([guide])],
    ] as const) {
      const [row] = parseGuideImport(format, text);
      expect(row!.errors).toEqual([]);
      const { machineId: _m, createdAt: _c, updatedAt: _u, ...content } = guide;
      expect(row!.draft).toEqual(content);
    }
  });

  it('writes cells a spreadsheet would run as formulas with an apostrophe, and reads them back', () => {
    const risky = { ...guide, title: '=HYPERLINK("http://x")', errorCodes: ['-E05', 'E06'] };
    const csv = guidesToCsv([risky]);
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(csv).toContain("'-E05 | E06");
    const [row] = parseGuideImport('csv', csv);
    expect(row!.draft).toMatchObject({ title: risky.title, errorCodes: ['-E05', 'E06'] });
  });

  it('refuses a file with more guides than one import takes', () => {
    const csv = `title\n${'x\n'.repeat(GUIDE_IMPORT_MAX_ROWS + 1)}`;
    expect(() => parseGuideImport('csv', csv)).toThrow(
      messages.guide.importTooMany(GUIDE_IMPORT_MAX_ROWS),
    );
    const json = JSON.stringify(
      Array.from({ length: GUIDE_IMPORT_MAX_ROWS + 1 }, () => ({ title: 'x' })),
    );
    expect(() => parseGuideImport('json', json)).toThrow(GuideImportFileError);
  });

  it('offers templates in both formats that import as one new guide', () => {
    for (const format of ['csv', 'json'] as const) {
      const rows = parseGuideImport(format, guideImportTemplate(format));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.errors).toEqual([]);
      expect(rows[0]!.id).toBeNull();
      expect(rows[0]!.draft!.steps).toHaveLength(3);
    }
  });

  it('knows the format from the file name', () => {
    expect(guideFileFormat('Guides.CSV')).toBe('csv');
    expect(guideFileFormat('x.json')).toBe('json');
    expect(guideFileFormat('x.xlsx')).toBeNull();
  });
});
