import type { Document, DocumentListItem, SoftwareItem, SoftwareListItem } from '@toolbox/domain';
import { urls } from '@/lib/urls';
import type { KeptFile } from './db';

/** From this size a file is listed before keeping, so the engineer may leave it out. */
export const LARGE_FILE_BYTES = 20 * 1024 * 1024;

/** A file a keep plans to download: what it is and the size its list gives. */
export type PlannedFile = Pick<KeptFile, 'url' | 'kind' | 'id' | 'title' | 'version'> & {
  bytes: number;
};

/** A file a keep downloads: planned, with the hash its record gives to check it against. */
export type FileToKeep = PlannedFile & Pick<KeptFile, 'sha256'>;

/** A document's current file, with the size its list gives. */
const documentFile = (d: DocumentListItem): PlannedFile => ({
  url: urls.documentFile(d.id, d.currentVersion),
  kind: 'document',
  id: d.id,
  title: d.title,
  version: String(d.currentVersion),
  bytes: d.fileSizeKB * 1024,
});

/** A package's file, with the size its list gives. */
const softwareFile = (s: SoftwareListItem): PlannedFile => ({
  url: urls.softwareFile(s.id),
  kind: 'software',
  id: s.id,
  title: s.name,
  version: s.version,
  bytes: s.fileSizeKB * 1024,
});

/**
 * The documents' and software's files of a machine, with the size their lists give. Lists carry
 * no hashes (issue #19: a list returns what it shows); `filesToKeep` reads them from the records.
 */
export function planFiles(
  documents: readonly DocumentListItem[],
  software: readonly SoftwareListItem[],
): PlannedFile[] {
  return [...documents.map(documentFile), ...software.map(softwareFile)];
}

/**
 * Whether the engineer left `file` out. `excluded` holds the file URLs they unticked; a
 * document's URL names its version, so a document left out stays out when a newer version
 * comes (the old version's URL still names the document).
 */
export function isLeftOut(
  file: Pick<PlannedFile, 'url' | 'kind' | 'id'>,
  excluded: readonly string[],
) {
  if (excluded.includes(file.url)) return true;
  if (file.kind !== 'document') return false;
  const versionsOf = `${urls.document(file.id)}/versions/`;
  return excluded.some((url) => url.startsWith(versionsOf));
}

/** The files of a machine's document and software records, each with its record's hash. */
export function filesToKeep(documents: Document[], software: SoftwareItem[]): FileToKeep[] {
  return [
    ...documents.map((d) => ({ ...documentFile(d), sha256: d.sha256FileHash })),
    ...software.map((s) => ({ ...softwareFile(s), sha256: s.sha256FileHash })),
  ];
}

/**
 * What keeping a machine will take, shown before the tap (issue #18 item 5): the files' total
 * without those left out, and the large files, largest first, that may be left out.
 */
export function keepPlan(files: PlannedFile[], excluded: readonly string[]) {
  const kept = files.filter((file) => !isLeftOut(file, excluded));
  return {
    bytes: kept.reduce((sum, file) => sum + file.bytes, 0),
    files: kept.length,
    large: files.filter((file) => file.bytes >= LARGE_FILE_BYTES).sort((a, b) => b.bytes - a.bytes),
  };
}
