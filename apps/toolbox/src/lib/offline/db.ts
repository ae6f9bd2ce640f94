import type { ActivityEntryInput } from '@toolbox/domain';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/** A document or software file kept on this device, checked against its record's SHA-256. */
export interface KeptFile {
  /** The file's API URL: its key in the files cache too. */
  url: string;
  kind: 'document' | 'software';
  /** Document or package id. */
  id: string;
  title: string;
  /** Document version number or package version. */
  version: string;
  sha256: string;
  sizeBytes: number;
  contentType: string;
  keptAt: string;
  /** Set when kept as part of a machine made available offline. */
  machineId?: string;
}

/** A machine made available offline: what was kept for it and how big it was. */
export interface KeptMachine {
  machineId: string;
  label: string;
  keptAt: string;
  /** API answers kept in the API cache. */
  urls: string[];
  /** File URLs kept in the files cache. */
  fileUrls: string[];
  totalBytes: number;
  /** Files the engineer chose to leave out (issue #18 item 5); absent on older records. */
  excluded?: string[];
}

/**
 * A write made without signal, waiting to be sent (issue #18 item 1): the request, who made it
 * and when. Each is safe to send twice: the server keeps one answer per person and guide (or
 * document version), so a send whose answer was lost changes nothing when repeated.
 */
export interface OutboxEntry {
  /** Made on the device; also what the screen that queued it listens for. */
  id: string;
  userId: string;
  method: 'POST' | 'PUT';
  url: string;
  body: unknown;
  /** When it was made on the device (ISO 8601): entries go in this order. */
  at: string;
}

/**
 * One piece of a file whose download is under way or broke off (issue #18 item 5), saved as it
 * arrives so the next attempt asks the server for the rest only (`Range`), if the file is still
 * the same (`If-Range` its ETag). Pieces are separate records, so saving one never rewrites the
 * bytes saved before it.
 */
export interface PartialChunk {
  url: string;
  /** Where in the file this piece starts. */
  offset: number;
  bytes: Blob;
  etag: string;
  /** The whole file's size, when the server said. */
  total: number | null;
}

/**
 * A "Make available offline" under way (issue #18 item 5): what it leaves out and what it has
 * planned to keep, so a broken-off keep resumes, and Remove frees what it took. Gone once it has
 * finished.
 */
export interface KeepJob {
  machineId: string;
  /** File URLs the engineer chose not to keep. */
  excluded: string[];
  startedAt: string;
  /** The answers and images it keeps in the API cache, once it knows them. */
  urls: string[];
  /** The files it keeps, once it knows them. */
  fileUrls: string[];
  /** "Jura GIGA X8", once the machine's answer has arrived. */
  label?: string;
  /** Why it stopped for good (a refused file): it waits for the engineer, not for the signal. */
  failed?: string;
}

interface OfflineSchema extends DBSchema {
  files: { key: string; value: KeptFile; indexes: { byId: string } };
  machines: { key: string; value: KeptMachine };
  /** Queued views and downloads, each with the user it belongs to (a device may be shared). */
  activity: { key: string; value: ActivityEntryInput & { userId: string } };
  outbox: { key: string; value: OutboxEntry };
  partials: { key: [string, number]; value: PartialChunk; indexes: { byUrl: string } };
  keeps: { key: string; value: KeepJob };
}

let opened: Promise<IDBPDatabase<OfflineSchema>> | null = null;

/** The toolbox's IndexedDB: kept files and machines, unsent activity, and the outbox. */
export function offlineDb(): Promise<IDBPDatabase<OfflineSchema>> {
  opened ??= openDB<OfflineSchema>('toolbox-offline', 3, {
    upgrade(db, oldVersion) {
      if (oldVersion < 1) {
        const files = db.createObjectStore('files', { keyPath: 'url' });
        files.createIndex('byId', 'id');
        db.createObjectStore('machines', { keyPath: 'machineId' });
        db.createObjectStore('activity', { keyPath: 'id' });
      }
      // Version 2 (issue #18 item 1): writes made without signal.
      if (oldVersion < 2) db.createObjectStore('outbox', { keyPath: 'id' });
      // Version 3 (issue #18 item 5): downloads that broke off, and keeps under way.
      if (oldVersion < 3) {
        const partials = db.createObjectStore('partials', { keyPath: ['url', 'offset'] });
        partials.createIndex('byUrl', 'url');
        db.createObjectStore('keeps', { keyPath: 'machineId' });
      }
    },
  });
  return opened;
}
