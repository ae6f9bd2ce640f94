import type { FirebaseProfile } from './import-users';

/** One document of a `firestore-export` file: its fields, with typed values as the tool writes them. */
export type ExportedDocument = Record<string, unknown> & { __collections__?: unknown };

/**
 * A date in any of the forms an export holds (issue #20): node-firestore-import-export's
 * `{ "__datatype__": "timestamp", "value": { "_seconds", "_nanoseconds" } }`, an ISO string, or
 * epoch milliseconds. Null when absent; an error when present but not a date.
 */
export function exportedDate(value: unknown): Date | null {
  if (value === undefined || value === null) return null;
  let date: Date | null = null;
  if (
    typeof value === 'object' &&
    (value as { __datatype__?: unknown }).__datatype__ === 'timestamp'
  ) {
    const inner = (value as { value?: { _seconds?: unknown; _nanoseconds?: unknown } }).value;
    if (typeof inner?._seconds === 'number') {
      date = new Date(inner._seconds * 1000 + Math.floor(Number(inner._nanoseconds ?? 0) / 1e6));
    }
  } else if (typeof value === 'number') {
    date = new Date(value);
  } else if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) {
    date = new Date(value);
  }
  if (!date || Number.isNaN(date.getTime()))
    throw new Error(`not a date: ${JSON.stringify(value)}`);
  return date;
}

/** The top-level collections of a `firestore-export` file, by name, read once. */
export type FirestoreExport = Record<string, unknown>;

/** Reads a `firestore-export` file's text (node-firestore-import-export's format). */
export function parseFirestoreExport(text: string): FirestoreExport {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error('The --firestore file is not JSON (node-firestore-import-export writes it).');
  }
  const collections = (parsed as { __collections__?: unknown } | null)?.__collections__;
  if (typeof collections !== 'object' || collections === null) {
    throw new Error(
      'The --firestore file has no "__collections__"; is it a firestore-export file?',
    );
  }
  return collections as FirestoreExport;
}

/** The documents of one top-level collection of the export, by id. */
export function exportedCollection(
  exported: FirestoreExport,
  name: string,
): Map<string, ExportedDocument> {
  const collection = exported[name];
  if (typeof collection !== 'object' || collection === null) return new Map();
  return new Map(Object.entries(collection as Record<string, ExportedDocument>));
}

/**
 * The `users` collection as profiles by uid (SPEC.md §3: role, team, status, createdAt,
 * updatedAt), and the documents that could not be read, with why. Role is kept as written (it is
 * compared case-insensitively); a status other than active or inactive is refused.
 */
export function parseProfiles(exported: FirestoreExport): {
  profiles: Map<string, FirebaseProfile>;
  unreadable: { id: string; reason: string }[];
} {
  const profiles = new Map<string, FirebaseProfile>();
  const unreadable: { id: string; reason: string }[] = [];
  for (const [id, document] of exportedCollection(exported, 'users')) {
    try {
      const text = (key: string) => {
        const value = document[key];
        if (value === undefined || value === null) return null;
        if (typeof value !== 'string') throw new Error(`${key} is not text`);
        return value;
      };
      const status = text('status');
      if (status !== null && status !== 'active' && status !== 'inactive') {
        throw new Error(`status is "${status}", not active or inactive`);
      }
      profiles.set(id, {
        role: text('role'),
        team: text('team'),
        ...(status ? { status } : {}),
        createdAt: exportedDate(document.createdAt),
        updatedAt: exportedDate(document.updatedAt),
      });
    } catch (error) {
      unreadable.push({ id, reason: (error as Error).message });
    }
  }
  return { profiles, unreadable };
}
