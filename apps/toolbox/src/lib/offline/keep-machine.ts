import {
  DocumentSchema,
  MachineDetailsSchema,
  MachineSchema,
  pageSchema,
  SoftwareItemSchema,
} from '@toolbox/domain';
import { errorFromResponse } from '@toolbox/client/http';
import { z } from 'zod';
import { urls } from '@/lib/urls';
import { API_CACHE, FILES_CACHE, MATCH_OPTIONS } from './cache-names';
import { offlineDb, type KeptMachine } from './db';
import { keepSignal } from './device-data';
import { keepFile } from './kept-files';

export interface KeepProgress {
  /** Bytes fetched so far and the total expected (the records' file sizes plus what was read). */
  bytes: number;
  totalBytes: number;
  /** Items (answers, images, files) done out of all of them. */
  done: number;
  total: number;
}

async function fetchIntoCache(url: string, signal: AbortSignal | undefined): Promise<Response> {
  const response = await fetch(url, { credentials: 'include', signal: signal ?? null });
  // The server's own words (or the product's, for a proxy's 429 or 503), never a bare status.
  if (!response.ok) throw await errorFromResponse(response);
  signal?.throwIfAborted();
  const cache = await caches.open(API_CACHE);
  await cache.put(url, response.clone());
  return response;
}

async function keepJson<T>(
  url: string,
  schema: z.ZodType<T>,
  signal: AbortSignal | undefined,
): Promise<{ data: T; bytes: number }> {
  const text = await (await fetchIntoCache(url, signal)).text();
  return { data: schema.parse(JSON.parse(text)), bytes: text.length };
}

/** Progress as it is reported: each step adds bytes and one item done. */
function createProgress(onProgress: ((progress: KeepProgress) => void) | undefined) {
  const progress: KeepProgress = { bytes: 0, totalBytes: 0, done: 0, total: 0 };
  const report = () => onProgress?.({ ...progress });
  return {
    progress,
    report,
    /** More to come: items, and the bytes they are expected to weigh. */
    expect(items: number, bytes: number) {
      progress.total += items;
      progress.totalBytes += bytes;
    },
    step(bytes: number) {
      progress.bytes += bytes;
      progress.done += 1;
      report();
    },
  };
}
type Progress = ReturnType<typeof createProgress>;

/** The four answers a kept machine starts from: its page, details, documents and software. */
async function keepAnswers(machineId: string, signal: AbortSignal | undefined) {
  const machineUrl = urls.machine(machineId);
  const detailsUrl = urls.machineDetails(machineId);
  const documentsUrl = urls.documents({ machineId });
  const softwareUrl = urls.softwareList({ machineId });
  const [machine, details, documents, software] = await Promise.all([
    keepJson(machineUrl, z.object({ machine: MachineSchema }), signal),
    keepJson(detailsUrl, MachineDetailsSchema, signal),
    keepJson(documentsUrl, pageSchema(DocumentSchema), signal),
    keepJson(softwareUrl, pageSchema(SoftwareItemSchema), signal),
  ]);
  const answerUrls = [machineUrl, detailsUrl, documentsUrl, softwareUrl];
  return { answerUrls, machine, details, documents, software };
}
type Answers = Awaited<ReturnType<typeof keepAnswers>>;

/** The machine's photo, its diagrams' images and its guides' step images. */
function imagesOf({ machine, details }: Answers): Set<string> {
  const images = new Set<string>();
  if (machine.data.machine.photoPath) images.add(urls.image(machine.data.machine.photoPath));
  for (const diagram of details.data.partDiagrams)
    if (diagram.imagePath) images.add(urls.image(diagram.imagePath));
  for (const guide of details.data.troubleshootingGuides)
    for (const s of guide.steps ?? []) if (s.imagePath) images.add(urls.image(s.imagePath));
  return images;
}

/** The documents' and software's files, kept checked, with the size their records give. */
function filesOf({ documents, software }: Answers) {
  return [
    ...documents.data.items.map((d) => ({
      url: urls.documentFile(d.id, d.currentVersion),
      kind: 'document' as const,
      id: d.id,
      title: d.title,
      version: String(d.currentVersion),
      sha256: d.sha256FileHash,
      bytes: d.fileSizeKB * 1024,
    })),
    ...software.data.items.map((s) => ({
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

/** Caches each URL; the bytes each weighs are learnt as it arrives. */
async function keepUrls(urlsToKeep: string[], progress: Progress, signal?: AbortSignal) {
  for (const url of urlsToKeep) {
    const response = await fetchIntoCache(url, signal);
    const size = Number(response.headers.get('content-length') ?? 0);
    progress.expect(0, size);
    progress.step(size);
  }
}

/** Keeps each file checked; its real size replaces the record's in the total. */
async function keepFiles(
  files: ReturnType<typeof filesOf>,
  machineId: string,
  progress: Progress,
  signal?: AbortSignal,
) {
  for (const { bytes, ...file } of files) {
    const { kept } = await keepFile({ ...file, machineId }, signal);
    progress.expect(0, kept.sizeBytes - bytes);
    progress.step(kept.sizeBytes);
  }
}

/**
 * "Make available offline": keeps a machine's page, its specifications, guides, part diagrams
 * (with their images), and its documents and software (files checked against their SHA-256),
 * reporting progress as it goes. Kept again, it refreshes what it kept.
 */
export async function keepMachine(
  machineId: string,
  options: { onProgress?: (progress: KeepProgress) => void; signal?: AbortSignal } = {},
): Promise<KeptMachine> {
  // Stops, and writes nothing more, when the caller aborts or the device is cleared (sign-out).
  const signal = keepSignal(options.signal);
  const tracker = createProgress(options.onProgress);
  tracker.expect(4, 0);
  tracker.report();

  const answers = await keepAnswers(machineId, signal);
  for (const answer of [answers.machine, answers.details, answers.documents, answers.software]) {
    tracker.expect(0, answer.bytes);
    tracker.step(answer.bytes);
  }

  const images = imagesOf(answers);
  const records = [
    ...answers.documents.data.items.map((d) => urls.document(d.id)),
    ...answers.software.data.items.map((s) => urls.software(s.id)),
  ];
  const files = filesOf(answers);
  tracker.expect(
    images.size + records.length + files.length,
    files.reduce((sum, file) => sum + file.bytes, 0),
  );
  tracker.report();

  await keepUrls([...images, ...records], tracker, signal);
  await keepFiles(files, machineId, tracker, signal);

  const { machine } = answers.machine.data;
  const record: KeptMachine = {
    machineId,
    label: `${machine.manufacturer} ${machine.model}`,
    keptAt: new Date().toISOString(),
    urls: [...answers.answerUrls, ...images, ...records],
    fileUrls: files.map((file) => file.url),
    totalBytes: tracker.progress.bytes,
  };
  signal.throwIfAborted();
  await (await offlineDb()).put('machines', record);
  return record;
}

export async function keptMachines(): Promise<KeptMachine[]> {
  return (await offlineDb()).getAll('machines');
}

/** Removes what was kept for the machine: its answers, images and files. */
export async function removeKeptMachine(machineId: string): Promise<void> {
  const db = await offlineDb();
  const record = await db.get('machines', machineId);
  if (!record) return;
  const [api, files] = await Promise.all([caches.open(API_CACHE), caches.open(FILES_CACHE)]);
  await Promise.all(record.urls.map((url) => api.delete(url, MATCH_OPTIONS)));
  await Promise.all(record.fileUrls.map((url) => files.delete(url, MATCH_OPTIONS)));
  const tx = db.transaction(['machines', 'files'], 'readwrite');
  await Promise.all([
    ...record.fileUrls.map((url) => tx.objectStore('files').delete(url)),
    tx.objectStore('machines').delete(machineId),
    tx.done,
  ]);
}

/** How much of the device's storage the site uses and may use (when the browser says). */
export async function storageEstimate(): Promise<{ usage: number; quota: number } | null> {
  if (!navigator.storage?.estimate) return null;
  const { usage = 0, quota = 0 } = await navigator.storage.estimate();
  return { usage, quota };
}
