import fs from 'node:fs';
import path from 'node:path';
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from '../../lib/private-modes';
import {
  importLineWorthALook,
  type FirebaseImportReport,
  type ImportLine,
  type ImportOutcome,
} from '@toolbox/domain';
import { importReportsFolder } from '../../modules/firebase-import/firebase-import.module';

/** Counts of one collection's outcomes. */
export type Counts = Record<ImportOutcome, number>;

/** What a run did, as printed and as written to the JSON report. */
export type ImportReport = FirebaseImportReport;

export function countLines(lines: ImportLine[]): Record<string, Counts> {
  const counts: Record<string, Counts> = {};
  for (const line of lines) {
    counts[line.collection] ??= { imported: 0, updated: 0, skipped: 0, failed: 0 };
    counts[line.collection]![line.outcome] += 1;
  }
  return counts;
}

/** The report as a summary table, then every record that failed or needs something done. */
export function printable(report: ImportReport): string[] {
  const cell = (value: string | number, width: number) => String(value).padStart(width);
  const rows = Object.entries(report.counts).map(
    ([name, c]) =>
      `${name.padEnd(16)}${cell(c.imported, 9)}${cell(c.updated, 9)}${cell(c.skipped, 9)}${cell(c.failed, 9)}`,
  );
  const toLookAt = report.lines.filter(importLineWorthALook);
  return [
    report.dryRun ? '\nDry run: nothing was written.' : '',
    report.failure ? `\n${report.failure}` : '',
    `\n${'collection'.padEnd(16)}${cell('imported', 9)}${cell('updated', 9)}${cell('skipped', 9)}${cell('failed', 9)}`,
    ...rows,
    ...(toLookAt.length > 0 ? ['', 'To look at:'] : []),
    ...toLookAt.map((line) => `  ${line.collection} ${line.id}: ${line.outcome}, ${line.reason}`),
    ...(report.notes.length > 0 ? ['', ...report.notes] : []),
  ];
}

/** Writes the report as JSON in DATA_DIR/imports; returns the file's path. */
export function writeReport(dataDir: string, report: ImportReport): string {
  const folder = importReportsFolder(dataDir);
  fs.mkdirSync(folder, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  const file = path.join(folder, `firebase-${report.at.replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`, { mode: PRIVATE_FILE_MODE });
  return file;
}

/**
 * A progress bar for one collection, printed as a line at every tenth of the way (the output is
 * often a log, not a terminal): `documents   [######----] 240/400`. Returns the step to call per
 * record.
 */
export function progressBar(out: (line: string) => void, name: string, total: number) {
  let done = 0;
  let shown = -1;
  const show = () => {
    const tenths = total === 0 ? 10 : Math.floor((done / total) * 10);
    if (tenths === shown) return;
    shown = tenths;
    out(`${name.padEnd(16)}[${'#'.repeat(tenths)}${'-'.repeat(10 - tenths)}] ${done}/${total}`);
  };
  if (total > 0) show();
  return () => {
    done += 1;
    show();
  };
}
