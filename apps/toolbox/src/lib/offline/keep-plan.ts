import type { Document, SoftwareItem } from '@toolbox/domain';
import { urls } from '@/lib/urls';
import type { KeptFile } from './db';

/** From this size a file is listed before keeping, so the engineer may leave it out. */
export const LARGE_FILE_BYTES = 20 * 1024 * 1024;

/** A file a keep plans to download: what it is, its checked hash, and the size its record gives. */
export type PlannedFile = Pick<KeptFile, 'url' | 'kind' | 'id' | 'title' | 'version' | 'sha256'> & {
  bytes: number;
};

/** The documents' and software's files of a machine, with the size their records give. */
export function planFiles(documents: Document[], software: SoftwareItem[]): PlannedFile[] {
  return [
    ...documents.map((d) => ({
      url: urls.documentFile(d.id, d.currentVersion),
      kind: 'document' as const,
      id: d.id,
      title: d.title,
      version: String(d.currentVersion),
      sha256: d.sha256FileHash,
      bytes: d.fileSizeKB * 1024,
    })),
    ...software.map((s) => ({
      url: urls.softwareFile(s.id),
      kind: 'software' as const,
      id: s.id,
      title: s.name,
      version: s.version,
      sha256: s.sha256FileHash,
      bytes: s.fileSizeKB * 1024,
    })),
  ];
}

/**
 * What keeping a machine will take, shown before the tap (issue #18 item 5): the files' total
 * without those left out, and the large files, largest first, that may be left out.
 */
export function keepPlan(files: PlannedFile[], excluded: readonly string[]) {
  const kept = files.filter((file) => !excluded.includes(file.url));
  return {
    bytes: kept.reduce((sum, file) => sum + file.bytes, 0),
    files: kept.length,
    large: files.filter((file) => file.bytes >= LARGE_FILE_BYTES).sort((a, b) => b.bytes - a.bytes),
  };
}
