import type { Guide, GuideImportReport, GuideImportRow } from '@toolbox/domain';

export const MACHINE_ID = 'franke_a600';

/** A stored guide with one step, changed by `overrides`. */
export function makeGuide(overrides: Partial<Guide> = {}): Guide {
  return {
    id: 'guide_1714550400000',
    machineId: MACHINE_ID,
    createdAt: '2024-05-01T08:00:00.000Z',
    updatedAt: '2024-05-01T08:00:00.000Z',
    title: 'Pump runs but no water',
    symptom: 'The pump hums, the cup stays empty',
    errorCodes: ['E05'],
    category: 'Water and steam',
    severity: 'High',
    estimatedMinutes: 30,
    tools: [],
    parts: [],
    causes: ['Empty water tank'],
    steps: [{ text: 'Check the water tank', imagePath: null }],
    relatedDocumentIds: [],
    ...overrides,
  };
}

/** An import report for `rows`, with its counts worked out. */
export function makeImportReport(rows: GuideImportRow[], applied = false): GuideImportReport {
  return {
    rows,
    creates: rows.filter((r) => r.action === 'create').length,
    replaces: rows.filter((r) => r.action === 'replace').length,
    errorCount: rows.reduce((sum, r) => sum + r.errors.length, 0),
    applied,
  };
}

/** The GET answers every guide editor needs: settings, the machine's guides, its documents. */
export const editorReads = {
  'GET /api/v1/troubleshooting/settings': {
    status: 200,
    body: { categories: ['Brewing', 'Water and steam'], severities: ['Low', 'High'] },
  },
  [`GET /api/v1/machines/${MACHINE_ID}/guides`]: { status: 200, body: { items: [] } },
  'GET /api/v1/documents': {
    status: 200,
    body: { items: [], total: 0, page: 1, pageSize: 100 },
  },
  'GET /api/v1/machines/names': { status: 200, body: { items: [] } },
};
