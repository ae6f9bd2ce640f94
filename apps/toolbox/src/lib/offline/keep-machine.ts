import {
  DocumentListPageSchema,
  DocumentSchema,
  MachineDetailsSchema,
  MachineSchema,
  SoftwareItemSchema,
  SoftwareListPageSchema,
} from '@toolbox/domain';
import { errorFromResponse } from '@toolbox/client/http';
import { z } from 'zod';
import { urls } from '@/lib/urls';
import { API_CACHE, MATCH_OPTIONS } from './cache-names';
import { offlineDb, type KeepJob, type KeptMachine } from './db';
import { keepSignal } from './device-data';
import { createKeepProgress, type KeepProgress, type KeepTracker } from './keep-progress';
import { filesToKeep, isLeftOut, planFiles, type FileToKeep, type PlannedFile } from './keep-plan';
import { keepFile } from './kept-files';
import { DownloadInterruptedError } from './resumable-download';
import { forgetFiles } from './kept-machines';
import { rebuildTextIndexSafely } from './text-index';

/** Fetches an answer into the API cache; a network that fails is an interruption, not an end. */
async function fetchIntoCache(url: string, signal: AbortSignal): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'include', cache: 'no-store', signal });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new DownloadInterruptedError(0);
  }
  // The server's own words (or the product's, for a proxy's 429 or 503), never a bare status.
  if (!response.ok) throw await errorFromResponse(response);
  signal.throwIfAborted();
  const cache = await caches.open(API_CACHE);
  await cache.put(url, response.clone()).catch(cutMidBody(signal));
  return response;
}

/**
 * A body whose connection dropped while it was read (the browser's TypeError) is an
 * interruption to wait out, like a request that never got through; a full disk is not.
 */
const cutMidBody = (signal: AbortSignal) => (error: unknown) => {
  if (signal.aborted || !(error instanceof TypeError)) throw error;
  throw new DownloadInterruptedError(0);
};

async function keepJson<T>(
  url: string,
  schema: z.ZodType<T>,
  signal: AbortSignal,
): Promise<{ data: T; bytes: number }> {
  const text = await (await fetchIntoCache(url, signal)).text().catch(cutMidBody(signal));
  return { data: schema.parse(JSON.parse(text)), bytes: text.length };
}

/** The four answers a kept machine starts from: its page, details, documents and software. */
async function keepAnswers(machineId: string, signal: AbortSignal) {
  const machineUrl = urls.machine(machineId);
  const detailsUrl = urls.machineDetails(machineId);
  const documentsUrl = urls.documents({ machineId });
  const softwareUrl = urls.softwareList({ machineId });
  const [machine, details, documents, software] = await Promise.all([
    keepJson(machineUrl, z.object({ machine: MachineSchema }), signal),
    keepJson(detailsUrl, MachineDetailsSchema, signal),
    keepJson(documentsUrl, DocumentListPageSchema, signal),
    keepJson(softwareUrl, SoftwareListPageSchema, signal),
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

/**
 * Caches each URL; the bytes each weighs are learnt as it arrives. Images are named by their
 * SHA-256, so one already kept is not fetched again.
 */
async function keepUrls(
  urlsToKeep: { url: string; immutable: boolean }[],
  tracker: KeepTracker,
  signal: AbortSignal,
) {
  const cache = await caches.open(API_CACHE);
  for (const { url, immutable } of urlsToKeep) {
    const had = immutable ? await cache.match(url, MATCH_OPTIONS) : undefined;
    const response = had ?? (await fetchIntoCache(url, signal));
    const size = Number(response.headers.get('content-length') ?? 0);
    tracker.expect(0, size);
    tracker.step(size, { network: !had });
  }
}

/**
 * Keeps each document and software record (what the machine's lists link to, and where a file's
 * hash is: lists carry none), reading them as they are kept.
 */
async function keepRecords(
  { documents, software }: Answers,
  tracker: KeepTracker,
  signal: AbortSignal,
) {
  const read = async <T>(url: string, schema: z.ZodType<T>): Promise<T> => {
    const { data, bytes } = await keepJson(url, schema, signal);
    tracker.expect(0, bytes);
    tracker.step(bytes, { network: true });
    return data;
  };
  const documentBody = z.object({ document: DocumentSchema });
  const softwareBody = z.object({ software: SoftwareItemSchema });
  const records = {
    documents: [] as z.infer<typeof DocumentSchema>[],
    software: [] as z.infer<typeof SoftwareItemSchema>[],
  };
  for (const d of documents.data.items)
    records.documents.push((await read(urls.document(d.id), documentBody)).document);
  for (const s of software.data.items)
    records.software.push((await read(urls.software(s.id), softwareBody)).software);
  return records;
}

/** A file this device already keeps with the record's hash: kept, not downloaded again. */
async function alreadyKept(file: FileToKeep): Promise<number | null> {
  const kept = await (await offlineDb()).get('files', file.url);
  return kept && kept.sha256 === file.sha256 ? kept.sizeBytes : null;
}

/** Keeps each file checked, its bytes reported as they arrive; its real size replaces the record's. */
async function keepFiles(
  files: FileToKeep[],
  machineId: string,
  tracker: KeepTracker,
  signal: AbortSignal,
) {
  for (const { bytes, ...file } of files) {
    const had = await alreadyKept({ bytes, ...file });
    if (had !== null) {
      tracker.expect(0, had - bytes);
      tracker.step(had, { network: false });
      continue;
    }
    try {
      const { kept } = await keepFile({ ...file, machineId }, signal, (received) =>
        tracker.within(received),
      );
      tracker.expect(0, kept.sizeBytes - bytes);
      tracker.step(kept.sizeBytes, { network: false });
    } catch (error) {
      if (error instanceof DownloadInterruptedError) tracker.interrupted();
      throw error;
    }
  }
}

/** The job record a keep writes as it learns what it keeps, so it resumes and Remove frees it. */
async function writeJob(job: KeepJob): Promise<void> {
  await (await offlineDb()).put('keeps', job);
}

/**
 * "Make available offline": keeps a machine's page, its specifications, guides, part diagrams
 * (with their images), and its documents and software (files checked against their SHA-256)
 * except those the engineer left out, reporting progress in bytes as they arrive. A keep that
 * broke off (DownloadInterruptedError) leaves its job; kept again, it continues: files already
 * kept are not downloaded again, and a half-downloaded file continues where it stopped. Kept
 * again later, it refreshes what it kept and lets go of files it no longer keeps.
 */
export async function keepMachine(
  machineId: string,
  options: {
    excluded?: string[];
    onProgress?: (progress: KeepProgress) => void;
    signal?: AbortSignal;
  } = {},
): Promise<KeptMachine> {
  // Stops, and writes nothing more, when the caller aborts or the device is cleared (sign-out).
  const signal = keepSignal(options.signal);
  const db = await offlineDb();
  const before = await db.get('keeps', machineId);
  const excluded = options.excluded ?? before?.excluded ?? [];
  const job: KeepJob = {
    machineId,
    excluded,
    startedAt: before?.startedAt ?? new Date().toISOString(),
    urls: before?.urls ?? [],
    fileUrls: before?.fileUrls ?? [],
  };
  await writeJob(job);
  const tracker = createKeepProgress(options.onProgress);
  tracker.expect(4, 0);
  tracker.report();

  const answers = await keepAnswers(machineId, signal);
  for (const answer of [answers.machine, answers.details, answers.documents, answers.software]) {
    tracker.expect(0, answer.bytes);
    tracker.step(answer.bytes, { network: true });
  }
  const images = [...imagesOf(answers)];
  const records = [
    ...answers.documents.data.items.map((d) => urls.document(d.id)),
    ...answers.software.data.items.map((s) => urls.software(s.id)),
  ];
  const kept = (file: PlannedFile) => !isLeftOut(file, excluded);
  const planned = planFiles(answers.documents.data.items, answers.software.data.items).filter(kept);
  const plannedBytes = planned.reduce((sum, file) => sum + file.bytes, 0);
  const { machine } = answers.machine.data;
  job.label = `${machine.manufacturer} ${machine.model}`;
  job.urls = [...new Set([...job.urls, ...answers.answerUrls, ...images, ...records])];
  signal.throwIfAborted();
  await writeJob(job);

  tracker.expect(images.length + records.length + planned.length, plannedBytes);
  tracker.report();
  await keepUrls(
    images.map((url) => ({ url, immutable: true })),
    tracker,
    signal,
  );
  const read = await keepRecords(answers, tracker, signal);
  // Smallest first: on a slow link most files are ready soonest, and a drop costs least.
  const files = filesToKeep(read.documents, read.software)
    .filter(kept)
    .sort((a, b) => a.bytes - b.bytes);
  // A record changed since its list was read: its file (a newer version) is what is kept. The
  // job names the files only now, from the records, so that it names each file once.
  const fileBytes = files.reduce((sum, file) => sum + file.bytes, 0);
  tracker.expect(files.length - planned.length, fileBytes - plannedBytes);
  job.fileUrls = [...new Set([...job.fileUrls, ...files.map((file) => file.url)])];
  await writeJob(job);
  // The text of each PDF kept (not of those left out), for searching the pack offline (issue #22
  // item 1).
  const keptDocuments = new Set(files.filter((f) => f.kind === 'document').map((f) => f.id));
  const texts = read.documents
    .filter((d) => d.fileType === 'pdf' && keptDocuments.has(d.id))
    .map((d) => urls.documentText(d.id));
  job.urls = [...new Set([...job.urls, ...texts])];
  tracker.expect(texts.length, 0);
  await keepUrls(
    texts.map((url) => ({ url, immutable: false })),
    tracker,
    signal,
  );
  await keepFiles(files, machineId, tracker, signal);

  const previous = await db.get('machines', machineId);
  const record: KeptMachine = {
    machineId,
    label: job.label,
    keptAt: new Date().toISOString(),
    urls: [...answers.answerUrls, ...images, ...records, ...texts],
    fileUrls: files.map((file) => file.url),
    totalBytes: tracker.progress.bytes,
    excluded,
  };
  signal.throwIfAborted();
  // Files the previous copy kept and this one does not (left out now, or an older version).
  const letGo = (previous?.fileUrls ?? []).filter((url) => !record.fileUrls.includes(url));
  await forgetFiles(letGo);
  await db.put('machines', record);
  await db.delete('keeps', machineId);
  await rebuildTextIndexSafely();
  return record;
}
