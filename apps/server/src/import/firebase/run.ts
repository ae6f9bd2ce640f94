import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { AUDIT_ACTIONS } from '@toolbox/domain';
import { withDatabase } from '../../cli/admin';
import { loadConfig } from '../../env';
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from '../../lib/private-modes';
import { AuditRepository } from '../../modules/audit/audit.repository';
import { AuditService } from '../../modules/audit/audit.service';
import type { FirebaseHashConfig } from '../../modules/auth/firebase-scrypt';
import { parseAuthExport, type FirebaseAuthUser } from './auth-export';
import {
  exportedCollection,
  parseFirestoreExport,
  parseProfiles,
  type ExportedDocument,
} from './firestore-export';
import { importMachines } from './import-machines';
import { parseHashConfig } from './hash-config';
import {
  importUsers,
  type FirebaseProfile,
  type ImportLine,
  type ImportOutcome,
} from './import-users';

export const USAGE = `Usage: npm run import:firebase -- [options]

Takes over the users and machines of a Firebase project (issue #20): each user keeps their id,
email, name, role, team and status, and signs in with the password they already have; each
machine keeps its id.

  --auth <users.json>          firebase auth:export users.json --format=json
  --hash-config <file>         the project's password hash parameters (Firebase console,
                               Authentication > Users > ⋮ > Password hash parameters), pasted
                               into a text file as shown, or as JSON with the same keys
  --firestore <export.json>    the file firestore-export (node-firestore-import-export) writes;
                               its users collection gives roles, teams and status, its
                               machines collection the machines
  --dry-run                    check everything and write nothing
  --data-dir <folder>          the data folder, as DATA_DIR for npm start

It reads the same settings as npm start (DATA_DIR, DATABASE_URL). On the embedded database, stop
the server first: only one process may open DATA_DIR; on PostgreSQL, restart the servers after
importing users. Running it again with the same files changes nothing that was not edited in
Toolbox since; newer files update what changed, and the files win over edits made in Toolbox to
an imported user or machine (a password chosen in Toolbox is always kept).`;

/** Nothing but a dry run's way out of its transaction. */
class DryRun extends Error {}

/** Counts of one collection's outcomes. */
type Counts = Record<ImportOutcome, number>;

/** What a run did, as printed and as written to the JSON report. */
export type ImportReport = {
  at: string;
  dryRun: boolean;
  counts: Record<string, Counts>;
  lines: ImportLine[];
  notes: string[];
};

/** `npm run import:firebase`: exit 0 when done, 1 when anything failed, 2 when not understood. */
export async function runFirebaseImport(
  args: string[],
  env: NodeJS.ProcessEnv,
  out: (line: string) => void,
): Promise<number> {
  let values: ReturnType<typeof readArgs>;
  try {
    values = readArgs(args);
  } catch (error) {
    out(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (values.help || (!values.auth && !values.firestore)) {
    out(USAGE);
    return values.help ? 0 : 2;
  }
  let inputs: ReturnType<typeof readInputs>;
  try {
    inputs = readInputs(values);
  } catch (error) {
    // A missing or unreadable file, or a hash config that cannot be used: nothing was opened.
    out((error as Error).message);
    return 2;
  }
  const config = loadConfig({
    LOG_LEVEL: 'warn',
    ...env,
    ...(values['data-dir'] ? { DATA_DIR: values['data-dir'] } : {}),
  });
  const dryRun = values['dry-run'] ?? false;
  const report: ImportReport = {
    at: new Date().toISOString(),
    dryRun,
    counts: {},
    lines: [...inputs.unreadable],
    notes: inputs.notes,
  };
  await withDatabase(config, async (database) => {
    try {
      await database.db.transaction(async (tx) => {
        // Machines first: what is imported after them points at them.
        if (inputs.machines.size > 0) {
          out('machines …');
          report.lines.push(...(await importMachines(tx, inputs.machines, { dryRun })));
        }
        out('users …');
        report.lines.push(
          ...(await importUsers(
            tx,
            {
              accounts: inputs.accounts,
              hashConfig: inputs.hashConfig,
              profiles: inputs.profiles,
            },
            { dryRun },
          )),
        );
        report.counts = countLines(report.lines);
        if (dryRun) throw new DryRun();
        await new AuditService(new AuditRepository(tx)).record(
          {
            action: AUDIT_ACTIONS.firebaseImported,
            actor: null,
            details: { ranBy: os.userInfo().username, counts: report.counts },
          },
          tx,
        );
      });
    } catch (error) {
      if (!(error instanceof DryRun)) throw error;
    }
    return 0;
  });
  const file = writeReport(config.dataDir, report);
  for (const line of printable(report)) out(line);
  out(`\nReport written to ${file}`);
  return Object.values(report.counts).some((counts) => counts.failed > 0) ? 1 : 0;
}

function readArgs(args: string[]) {
  return parseArgs({
    args,
    options: {
      auth: { type: 'string' },
      'hash-config': { type: 'string' },
      firestore: { type: 'string' },
      'dry-run': { type: 'boolean' },
      'data-dir': { type: 'string' },
      help: { type: 'boolean' },
    },
    strict: true,
  }).values;
}

/** The inputs read and checked before the database is opened: a bad file stops here. */
function readInputs(values: ReturnType<typeof readArgs>) {
  const read = (file: string) => fs.readFileSync(path.resolve(file), 'utf8');
  const hashConfig: FirebaseHashConfig | null = values['hash-config']
    ? parseHashConfig(read(values['hash-config']))
    : null;
  const auth = values.auth
    ? parseAuthExport(read(values.auth))
    : { accounts: [] as FirebaseAuthUser[], unreadable: [] };
  const unreadable: ImportLine[] = auth.unreadable.map((account) => ({
    collection: 'users',
    id: account.uid ?? `#${account.index}`,
    outcome: 'failed',
    reason: account.reason,
  }));
  let profiles = new Map<string, FirebaseProfile>();
  let machines = new Map<string, ExportedDocument>();
  const notes = [
    'Push tokens (fcmToken) are not carried over: each device subscribes again on its next visit.',
  ];
  if (values.firestore) {
    const exported = parseFirestoreExport(read(values.firestore));
    const parsed = parseProfiles(exported);
    profiles = parsed.profiles;
    for (const { id, reason } of parsed.unreadable) {
      unreadable.push({ collection: 'users', id, outcome: 'failed', reason });
    }
    // An account whose profile could not be read is not imported at all: with the defaults it
    // would come in as an active engineer, whatever Firebase says it is.
    const unreadableProfiles = new Set(parsed.unreadable.map(({ id }) => id));
    auth.accounts = auth.accounts.filter((account) => !unreadableProfiles.has(account.uid));
    machines = exportedCollection(exported, 'machines');
    const others = Object.keys(exported).filter((name) => name !== 'users' && name !== 'machines');
    if (others.length > 0) {
      notes.push(`Not imported by this version (users and machines so far): ${others.join(', ')}.`);
    }
    const accountIds = new Set(auth.accounts.map((account) => account.uid));
    const withoutAccount = [...profiles.keys()].filter((uid) => !accountIds.has(uid));
    if (withoutAccount.length > 0) {
      notes.push(
        `${withoutAccount.length} profile(s) have no account in --auth and were not imported: ${withoutAccount.join(', ')}.`,
      );
    }
  }
  return { accounts: auth.accounts, hashConfig, profiles, machines, unreadable, notes };
}

function countLines(lines: ImportLine[]): Record<string, Counts> {
  const counts: Record<string, Counts> = {};
  for (const line of lines) {
    counts[line.collection] ??= { imported: 0, updated: 0, skipped: 0, failed: 0 };
    counts[line.collection]![line.outcome] += 1;
  }
  return counts;
}

/** The report as a summary table, then every record that failed or needs something done. */
function printable(report: ImportReport): string[] {
  const rows = Object.entries(report.counts).map(
    ([name, c]) =>
      `${name.padEnd(12)}${String(c.imported).padStart(9)}${String(c.updated).padStart(9)}${String(c.skipped).padStart(9)}${String(c.failed).padStart(9)}`,
  );
  const worthSaying = report.lines.filter(
    (line) => line.outcome === 'failed' || (line.reason && line.reason !== 'unchanged'),
  );
  return [
    report.dryRun ? '\nDry run: nothing was written.' : '',
    `\n${'collection'.padEnd(12)}${'imported'.padStart(9)}${'updated'.padStart(9)}${'skipped'.padStart(9)}${'failed'.padStart(9)}`,
    ...rows,
    ...(worthSaying.length > 0 ? ['', 'To look at:'] : []),
    ...worthSaying.map(
      (line) => `  ${line.collection} ${line.id}: ${line.outcome}, ${line.reason}`,
    ),
    ...(report.notes.length > 0 ? ['', ...report.notes] : []),
  ];
}

/** Writes the report beside the data (DATA_DIR/imports), readable by the server's user only. */
function writeReport(dataDir: string, report: ImportReport): string {
  const folder = path.join(dataDir, 'imports');
  fs.mkdirSync(folder, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  const file = path.join(folder, `firebase-${report.at.replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`, { mode: PRIVATE_FILE_MODE });
  return file;
}
