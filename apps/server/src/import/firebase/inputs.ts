import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { FirebaseHashConfig } from '../../modules/auth/firebase-scrypt';
import { parseAuthExport, type FirebaseAuthUser } from './auth-export';
import {
  exportedCollection,
  parseFirestoreExport,
  parseProfiles,
  type ExportedDocument,
} from './firestore-export';
import { parseHashConfig } from './hash-config';
import type { FirebaseProfile, ImportLine } from './import-users';

/** The collections of SPEC.md §3 that the import takes over. */
const IMPORTED = ['users', 'machines', 'documents', 'software', 'machine_details'];

export function readArgs(args: string[]) {
  return parseArgs({
    args,
    options: {
      auth: { type: 'string' },
      'hash-config': { type: 'string' },
      firestore: { type: 'string' },
      storage: { type: 'string' },
      'dry-run': { type: 'boolean' },
      'data-dir': { type: 'string' },
      help: { type: 'boolean' },
    },
    strict: true,
  }).values;
}

type Collection = Map<string, ExportedDocument>;

/** The inputs read and checked before the database is opened: a bad file stops here. */
export function readInputs(values: ReturnType<typeof readArgs>) {
  const read = (file: string) => fs.readFileSync(path.resolve(file), 'utf8');
  const storage = values.storage ? path.resolve(values.storage) : null;
  if (storage && !fs.statSync(storage, { throwIfNoEntry: false })?.isDirectory()) {
    throw new Error(`The --storage folder ${storage} does not exist.`);
  }
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
  // Without --firestore the profiles are unknown, not absent: null keeps each user's own.
  let profiles: Map<string, FirebaseProfile> | null = null;
  const content: Record<'machines' | 'documents' | 'software' | 'details', Collection> = {
    machines: new Map(),
    documents: new Map(),
    software: new Map(),
    details: new Map(),
  };
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
    content.machines = exportedCollection(exported, 'machines');
    content.details = exportedCollection(exported, 'machine_details');
    const withFiles = { documents: 'documents', software: 'software' } as const;
    for (const [key, name] of Object.entries(withFiles) as [keyof typeof withFiles, string][]) {
      const found = exportedCollection(exported, name);
      if (storage) content[key] = found;
      else if (found.size > 0) {
        notes.push(`${found.size} ${name} record(s) were not read: their files need --storage.`);
      }
    }
    const others = Object.keys(exported).filter((name) => !IMPORTED.includes(name));
    if (others.length > 0) {
      notes.push(`Not imported (not part of what Toolbox takes over): ${others.join(', ')}.`);
    }
    const accountIds = new Set(auth.accounts.map((account) => account.uid));
    const withoutAccount = [...profiles.keys()].filter((uid) => !accountIds.has(uid));
    if (withoutAccount.length > 0) {
      notes.push(
        `${withoutAccount.length} profile(s) have no account in --auth and were not imported: ${withoutAccount.join(', ')}.`,
      );
    }
  }
  return { accounts: auth.accounts, hashConfig, profiles, ...content, unreadable, notes, storage };
}
