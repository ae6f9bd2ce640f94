import type { z } from 'zod';
import { GuideDraftInput, type Guide } from './guide';
import { messages } from './messages';
import { CsvError, parseCsv, toCsv } from './rules/csv';

/** The file formats guides are imported from and exported to. */
export const GUIDE_FILE_FORMATS = ['csv', 'json'] as const;
export type GuideFileFormat = (typeof GUIDE_FILE_FORMATS)[number];

/**
 * The CSV columns, in order. List columns (error codes, tools, parts, causes, steps, related
 * documents) hold their items separated by `|`; an empty id creates a guide, an id replaces it.
 */
export const GUIDE_CSV_COLUMNS = [
  'id',
  'title',
  'symptom',
  'errorCodes',
  'category',
  'severity',
  'estimatedMinutes',
  'tools',
  'parts',
  'causes',
  'steps',
  'relatedDocumentIds',
] as const;
type CsvColumn = (typeof GUIDE_CSV_COLUMNS)[number];
const LIST_COLUMNS = new Set<CsvColumn>([
  'errorCodes',
  'tools',
  'parts',
  'causes',
  'steps',
  'relatedDocumentIds',
]);
export const GUIDE_CSV_LIST_SEPARATOR = '|';

/** A row read from the file: its draft when the fields are valid, else its errors. */
export interface ParsedGuideRow {
  row: number;
  title: string;
  id: string | null;
  draft: z.infer<typeof GuideDraftInput> | null;
  errors: { field: string; message: string }[];
}

/** A file the import cannot read at all (not a per-row problem). */
export class GuideImportFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GuideImportFileError';
  }
}

function validate(row: number, raw: unknown): ParsedGuideRow {
  const record = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const title = typeof record.title === 'string' ? record.title.trim() : '';
  const rawId = typeof record.id === 'string' && record.id.trim() ? record.id.trim() : null;
  const parsed = GuideDraftInput.safeParse(raw);
  if (parsed.success) {
    return { row, title, id: parsed.data.id || null, draft: parsed.data, errors: [] };
  }
  const errors = parsed.error.issues.map((issue) => ({
    field: issue.path.map(String).join('.') || 'row',
    message: issue.message,
  }));
  return { row, title, id: rawId, draft: null, errors };
}

/**
 * Spreadsheets run a cell that starts with =, +, -, @, tab or return as a formula; exported cells
 * that would are written with a leading apostrophe, which the import takes off again.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const neutralise = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);
const restore = (text: string) =>
  text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;

const splitList = (value: string) =>
  value
    .split(GUIDE_CSV_LIST_SEPARATOR)
    .map((item) => restore(item.trim()))
    .filter((item) => item !== '');

function csvRecordToGuide(header: CsvColumn[], fields: string[]): Record<string, unknown> {
  const guide: Record<string, unknown> = {};
  header.forEach((column, index) => {
    const value = restore((fields[index] ?? '').trim());
    if (LIST_COLUMNS.has(column)) {
      const items = splitList(value);
      guide[column] = column === 'steps' ? items.map((text) => ({ text })) : items;
    } else if (column === 'estimatedMinutes') {
      guide[column] = value === '' ? null : /^\d+$/.test(value) ? Number(value) : value;
    } else if (column !== 'id' || value !== '') {
      guide[column] = value;
    }
  });
  return guide;
}

function parseCsvRows(content: string): ParsedGuideRow[] {
  let records;
  try {
    records = parseCsv(content);
  } catch (error) {
    if (error instanceof CsvError)
      throw new GuideImportFileError(messages.guide.importUnreadable(error.message));
    throw error;
  }
  const [head, ...body] = records;
  if (!head) throw new GuideImportFileError(messages.guide.importEmpty);
  if (body.length > GUIDE_IMPORT_MAX_ROWS) {
    throw new GuideImportFileError(messages.guide.importTooMany(GUIDE_IMPORT_MAX_ROWS));
  }
  const header = head.fields.map((name) => name.trim());
  const unknown = header.filter((name) => !(GUIDE_CSV_COLUMNS as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new GuideImportFileError(
      messages.guide.importUnreadable(`unknown column ${unknown.map((n) => `"${n}"`).join(', ')}`),
    );
  }
  if (!header.includes('title')) {
    throw new GuideImportFileError(
      messages.guide.importUnreadable('the "title" column is missing'),
    );
  }
  return body.map(({ line, fields }) =>
    validate(line, csvRecordToGuide(header as CsvColumn[], fields)),
  );
}

function parseJsonRows(content: string): ParsedGuideRow[] {
  let data: unknown;
  try {
    data = JSON.parse(content);
  } catch (error) {
    throw new GuideImportFileError(messages.guide.importUnreadable((error as Error).message));
  }
  const list = Array.isArray(data)
    ? data
    : typeof data === 'object' &&
        data !== null &&
        Array.isArray((data as { guides?: unknown }).guides)
      ? (data as { guides: unknown[] }).guides
      : null;
  if (!list) {
    throw new GuideImportFileError(
      messages.guide.importUnreadable('expected a list of guides or {"guides": [...]}'),
    );
  }
  if (list.length > GUIDE_IMPORT_MAX_ROWS) {
    throw new GuideImportFileError(messages.guide.importTooMany(GUIDE_IMPORT_MAX_ROWS));
  }
  return list.map((item, index) => validate(index + 1, item));
}

/**
 * Reads an import file into rows, each validated on its own. Throws GuideImportFileError when the
 * file as a whole cannot be read (bad CSV or JSON, unknown columns, no rows).
 */
export function parseGuideImport(format: GuideFileFormat, content: string): ParsedGuideRow[] {
  const rows = format === 'csv' ? parseCsvRows(content) : parseJsonRows(content);
  if (rows.length === 0) throw new GuideImportFileError(messages.guide.importEmpty);
  return rows;
}

/** Most guides one import file holds (it is written in one transaction). */
export const GUIDE_IMPORT_MAX_ROWS = 1000;

/** The file format for a file name, or null when it is neither .csv nor .json. */
export function guideFileFormat(fileName: string): GuideFileFormat | null {
  const ext = fileName.toLowerCase().split('.').pop();
  return ext === 'csv' || ext === 'json' ? ext : null;
}

type ExportedGuide = Omit<Guide, 'machineId' | 'createdAt' | 'updatedAt'>;
const exportable = (guide: Guide): ExportedGuide => {
  const { machineId: _m, createdAt: _c, updatedAt: _u, ...rest } = guide;
  return rest;
};

/** Guides as CSV in the import's columns (step images are kept by the JSON format only). */
export function guidesToCsv(guides: readonly Guide[]): string {
  const rows = guides.map((guide) =>
    GUIDE_CSV_COLUMNS.map((column) => {
      const join = (items: string[]) => items.map(neutralise).join(` ${GUIDE_CSV_LIST_SEPARATOR} `);
      if (column === 'steps') return join(guide.steps.map((s) => s.text));
      const value = guide[column];
      if (Array.isArray(value)) return join(value);
      return value === null || value === undefined ? '' : neutralise(String(value));
    }),
  );
  return toCsv([[...GUIDE_CSV_COLUMNS], ...rows]);
}

/** Guides as JSON, `{ "guides": [...] }`, in the shape the import reads. */
export function guidesToJson(guides: readonly Guide[]): string {
  return `${JSON.stringify({ guides: guides.map(exportable) }, null, 2)}\n`;
}

const TEMPLATE_GUIDE: Guide = {
  id: '',
  machineId: '',
  createdAt: '',
  updatedAt: '',
  title: 'Pump runs but no water reaches the group',
  symptom: 'The pump hums, the cup stays empty',
  errorCodes: ['E05'],
  category: 'Water and steam',
  severity: 'High',
  estimatedMinutes: 30,
  tools: ['Torx T20', 'Multimeter'],
  parts: ['Flow meter'],
  causes: ['Empty or badly seated water tank', 'Blocked flow meter'],
  steps: [
    { text: 'Check the water tank is full and seated', imagePath: null },
    { text: 'Run a descaling cycle', imagePath: null },
    { text: 'Replace the flow meter if the error returns', imagePath: null },
  ],
  relatedDocumentIds: [],
};

/** A template file with the columns and one example guide. */
export function guideImportTemplate(format: GuideFileFormat): string {
  return format === 'csv'
    ? guidesToCsv([TEMPLATE_GUIDE])
    : guidesToJson([TEMPLATE_GUIDE]).replace(/\s*"id": "",/, '');
}
