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
}

interface OfflineSchema extends DBSchema {
  files: { key: string; value: KeptFile; indexes: { byId: string } };
  machines: { key: string; value: KeptMachine };
  /** Queued views and downloads, each with the user it belongs to (a device may be shared). */
  activity: { key: string; value: ActivityEntryInput & { userId: string } };
}

let opened: Promise<IDBPDatabase<OfflineSchema>> | null = null;

/** The toolbox's IndexedDB: kept files, kept machines and the queue of unsent activity. */
export function offlineDb(): Promise<IDBPDatabase<OfflineSchema>> {
  opened ??= openDB<OfflineSchema>('toolbox-offline', 1, {
    upgrade(db) {
      const files = db.createObjectStore('files', { keyPath: 'url' });
      files.createIndex('byId', 'id');
      db.createObjectStore('machines', { keyPath: 'machineId' });
      db.createObjectStore('activity', { keyPath: 'id' });
    },
  });
  return opened;
}
