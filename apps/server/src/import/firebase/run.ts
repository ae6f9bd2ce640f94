import os from 'node:os';
import { inArray } from 'drizzle-orm';
import { AUDIT_ACTIONS } from '@toolbox/domain';
import { withDatabase } from '../../cli/admin';
import type { DatabaseHandle } from '../../db/client';
import { machines } from '../../db/schema';
import { loadConfig, type Config } from '../../env';
import { createStorage } from '../../lib/storage/create-storage';
import { AuditRepository } from '../../modules/audit/audit.repository';
import { AuditService } from '../../modules/audit/audit.service';
import { FilesRepository, type Transaction } from '../../modules/files/files.repository';
import { FilesService } from '../../modules/files/files.service';
import { prepareDocument, writeDocuments } from './import-documents';
import { prepareDetails, writeDetails } from './import-machine-details';
import { importMachines } from './import-machines';
import { prepareEach } from './imported-records';
import { preparePackage, writePackages } from './import-software';
import { importUsers } from './import-users';
import { readArgs, readInputs } from './inputs';
import { countLines, printable, progressBar, writeReport, type ImportReport } from './report';
import { ImportedFiles } from './stored-files';

export type { ImportReport } from './report';

export const USAGE = `Usage: npm run import:firebase -- [options]

Takes over a Firebase project (issue #20): users keep their id, email, name, role, team and
status, and sign in with the password they already have; machines keep their ids; documents
with their versions, software packages and machine details come over with their files, each
file's SHA-256 checked against the record.

  --auth <users.json>          firebase auth:export users.json --format=json
  --hash-config <file>         the project's password hash parameters (Firebase console,
                               Authentication > Users > ⋮ > Password hash parameters), pasted
                               into a text file as shown, or as JSON with the same keys
  --firestore <export.json>    the file firestore-export (node-firestore-import-export) writes:
                               users, machines, documents, software, machine_details
  --storage <folder>           the bucket's objects under their names, as
                               gsutil -m cp -r gs://<bucket>/* <folder> writes them
  --dry-run                    check everything and write nothing
  --data-dir <folder>          the data folder, as DATA_DIR for npm start

It reads the same settings as npm start (DATA_DIR, DATABASE_URL, STORAGE_URL). On the embedded
database, stop the server first: only one process may open DATA_DIR; on PostgreSQL the servers
may keep running. Running it again with the same files changes nothing that was not
edited in Toolbox since; newer files update what changed, and the files win over edits made in
Toolbox to an imported record (a password chosen in Toolbox is always kept).`;

/** Nothing but a dry run's way out of its transaction. */
class DryRun extends Error {}

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
  const report: ImportReport = {
    at: new Date().toISOString(),
    dryRun: values['dry-run'] ?? false,
    counts: {},
    lines: [...inputs.unreadable],
    notes: inputs.notes,
  };
  let failure: string | null = null;
  try {
    await withDatabase(config, (database) => importInto(database, config, inputs, report, out));
  } catch (error) {
    // The database's own words, not the statement: its parameters may hold a package password.
    const cause = (error as { cause?: unknown }).cause ?? error;
    failure = cause instanceof Error ? cause.message : String(cause);
    // Nothing was written: only what failed on its own still says something true.
    report.lines = report.lines.filter((line) => line.outcome === 'failed');
    report.counts = countLines(report.lines);
    report.failure = `The import failed and nothing was written: ${failure}`;
  }
  const file = writeReport(config.dataDir, report);
  for (const line of printable(report)) out(line);
  out(`\nReport written to ${file}`);
  return failure || Object.values(report.counts).some((counts) => counts.failed > 0) ? 1 : 0;
}

/**
 * The run itself (issue #20): files are copied and verified first, outside any transaction; then
 * every record is written in one transaction that also holds the copied files' keys, so the sweep
 * cannot remove one before its record commits. Whatever this run copied and no committed record
 * uses (a failed record's, or all of them when the transaction did not commit) is removed again.
 */
async function importInto(
  database: DatabaseHandle,
  config: Config,
  inputs: ReturnType<typeof readInputs>,
  report: ImportReport,
  out: (line: string) => void,
): Promise<number> {
  const { dryRun } = report;
  const storage = await createStorage(config);
  const stored = new FilesService(new FilesRepository(database.db), storage, {
    warn: (fields: unknown, message?: string) => out(`${message ?? ''} ${JSON.stringify(fields)}`),
  });
  const files = inputs.storage
    ? new ImportedFiles(storage, inputs.storage, dryRun, (key) => stored.release([key]))
    : null;
  const { lines } = report;
  const context = { lines, out };
  const documents = files
    ? await prepareEach('documents', inputs.documents, context, (id, record) =>
        prepareDocument(id, record, files),
      )
    : [];
  const packages = files
    ? await prepareEach('software', inputs.software, context, (id, record) =>
        preparePackage(id, record, files),
      )
    : [];
  const details = await prepareEach('machine_details', inputs.details, context, (id, record) =>
    prepareDetails(id, record, files),
  );
  const used = new Set([
    ...documents.flatMap((plan) => plan.versions.map((version) => version.filePath)),
    ...packages.map((plan) => plan.row.filePath),
    ...details.flatMap((plan) => [
      ...plan.guides.flatMap((guide) => guide.imagePaths ?? []),
      ...plan.diagrams.flatMap((diagram) => (diagram.imagePath ? [diagram.imagePath] : [])),
    ]),
  ]);
  try {
    await database.db.transaction(async (tx) => {
      if (inputs.machines.size > 0) {
        const tick = progressBar(out, 'machines', inputs.machines.size);
        lines.push(...(await importMachines(tx, inputs.machines, { dryRun, tick })));
      }
      const tick = progressBar(out, 'users', inputs.accounts.length);
      lines.push(
        ...(await importUsers(
          tx,
          { accounts: inputs.accounts, hashConfig: inputs.hashConfig, profiles: inputs.profiles },
          { dryRun, tick },
        )),
      );
      const known = await knownMachines(tx, [
        ...documents.flatMap((plan) => plan.document.machineIds ?? []),
        ...packages.flatMap((plan) => plan.row.machineIds ?? []),
        ...details.map((plan) => plan.machineId),
      ]);
      if (dryRun) {
        // Machines that only this import would bring exist only in the export.
        for (const [id] of inputs.machines) known.add(id);
      } else {
        // Held until commit; one a running server's sweep removed meanwhile is put back.
        for (const key of await stored.holdAllStored(tx, [...used])) await files?.restore(key);
      }
      lines.push(...(await writeDocuments(tx, documents, known, { dryRun })));
      lines.push(...(await writePackages(tx, packages, known, { dryRun })));
      lines.push(...(await writeDetails(tx, details, known, { dryRun })));
      report.counts = countLines(lines);
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
  } finally {
    // Every file this run wrote goes unless a record now uses it (a failed record's, or any the
    // rolled-back run would have used): release counts references under each key's lock.
    if (files) await stored.release([...files.written]);
  }
  // On PGlite, which has no autovacuum: the imported rows' statistics, and the Firebase hashes
  // this run replaced gone from the data files.
  if (!dryRun) await database.upkeep?.({ analyzeAll: true });
  return 0;
}

/** Which of `ids` are machines, as the transaction sees them (after the machines import). */
async function knownMachines(tx: Transaction, ids: string[]): Promise<Set<string>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Set();
  const rows = await tx
    .select({ id: machines.id })
    .from(machines)
    .where(inArray(machines.id, wanted));
  return new Set(rows.map((row) => row.id));
}
