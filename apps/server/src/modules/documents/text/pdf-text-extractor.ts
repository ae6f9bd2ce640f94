import type { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';

/** How far reading one PDF may go: its size, the thread's heap, the time, the text kept. */
export type ExtractionLimits = {
  /** A larger file is not read at all. */
  maxFileBytes: number;
  /** The worker thread's old-generation heap; beyond it the thread is ended by Node. */
  maxHeapMb: number;
  /** Wall-clock time for the whole file; then the thread is terminated. */
  timeoutMs: number;
  /** Pages after this many are not read. */
  maxPages: number;
  /** Characters kept of one page. */
  maxPageChars: number;
  /** Characters kept of the whole file; pages after the budget are not read. */
  maxTotalChars: number;
};

/** Bounds that fit a 2-core, few-gigabyte server reading manuals one at a time. */
export const DEFAULT_EXTRACTION_LIMITS: ExtractionLimits = {
  maxFileBytes: 128 * 1024 * 1024,
  maxHeapMb: 384,
  timeoutMs: 120_000,
  maxPages: 5_000,
  maxPageChars: 50_000,
  maxTotalChars: 10_000_000,
};

/** The PDF's pages' text, in order; `pageCount` is the file's, which may exceed the pages read. */
export type ExtractedText = { pageCount: number; pages: string[] };

/**
 * The file could not be read into text: malformed, too large, too slow or too big in memory. It
 * is recorded as failed, never retried: the same bytes fail the same way.
 */
export class ExtractionFailedError extends Error {
  override name = 'ExtractionFailedError';
}

/**
 * What a thread's error says: out of memory, or a fault of the file, is the file's failure; a
 * thread that could not start (a broken install) is not, and the job is tried again later.
 */
function threadError(error: Error, limits: ExtractionLimits): Error {
  const code = (error as NodeJS.ErrnoException).code ?? '';
  if (code === 'ERR_WORKER_OUT_OF_MEMORY')
    return new ExtractionFailedError(`Reading needed more than ${limits.maxHeapMb} MB of memory.`);
  if (
    code.startsWith('ERR_WORKER_INIT') ||
    code === 'ERR_WORKER_PATH' ||
    code === 'ERR_MODULE_NOT_FOUND' ||
    /Cannot find (module|package)/.test(error.message)
  )
    return new Error(`The PDF text reader could not start: ${error.message}`);
  return new ExtractionFailedError(error.message);
}

/** Reads exactly `size` bytes of the stream into one buffer, refusing more. */
async function readSized(stream: Readable, size: number): Promise<Uint8Array> {
  const bytes = new Uint8Array(size);
  let at = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    if (at + chunk.length > size) {
      stream.destroy();
      throw new ExtractionFailedError('The file is larger than its stored size.');
    }
    bytes.set(chunk, at);
    at += chunk.length;
  }
  if (at !== size) throw new ExtractionFailedError('The file is shorter than its stored size.');
  return bytes;
}

const WORKER_URL = new URL('./pdf-text-worker.mjs', import.meta.url);

/** A thread idle this long is ended; the next file starts a new one. */
const IDLE_MS = 30_000;
/** Files one thread reads before a fresh one takes over (whatever the parser keeps is let go). */
const FILES_PER_THREAD = 50;

type WorkerMessage =
  | { id: number; type: 'page'; number: number; text: string }
  | { id: number; type: 'done'; pageCount: number }
  | { id: number; type: 'failed'; message: string };

/**
 * Reads PDFs' text on a worker thread, one file at a time, within `limits`: the thread is
 * terminated at the time limit, Node ends it at the heap limit, and either way the caller gets an
 * ExtractionFailedError while the server goes on; the next file gets a new thread. A thread is
 * kept for the next file (the parser loads once), and ended when idle. A file's bytes are moved to
 * the thread, not copied.
 */
export class PdfTextReader {
  private worker: Worker | null = null;
  private filesRead = 0;
  private nextId = 1;
  private idle: NodeJS.Timeout | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private closed = false;

  constructor(private readonly limits: ExtractionLimits = DEFAULT_EXTRACTION_LIMITS) {}

  /** The text of the file, page by page; files are read one after the other. */
  read(file: { open: () => Promise<Readable>; size: number }): Promise<ExtractedText> {
    const turn = this.queue.then(() => this.readNow(file));
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  /**
   * Ends the thread at once (shutdown): a file being read is left unrecorded, with a plain Error
   * rather than ExtractionFailedError, so it is read again after the restart.
   */
  close(): Promise<void> {
    this.closed = true;
    this.stopWorker();
    return Promise.resolve();
  }

  private async readNow(file: { open: () => Promise<Readable>; size: number }) {
    const { limits } = this;
    if (this.closed) throw new Error('The PDF text reader has been closed.');
    if (file.size > limits.maxFileBytes) {
      throw new ExtractionFailedError(
        `The file is ${file.size} bytes; text is read from files up to ${limits.maxFileBytes}.`,
      );
    }
    const data = await readSized(await file.open(), file.size);
    if (this.closed) throw new Error('The PDF text reader has been closed.');
    if (this.idle) clearTimeout(this.idle);
    try {
      return await this.onThread(data);
    } finally {
      this.filesRead += 1;
      if (this.filesRead >= FILES_PER_THREAD) this.stopWorker();
      else if (this.worker) {
        this.idle = setTimeout(() => this.stopWorker(), IDLE_MS);
        this.idle.unref();
      }
    }
  }

  private startWorker(): Worker {
    const worker = new Worker(WORKER_URL, {
      workerData: {
        maxPages: this.limits.maxPages,
        maxPageChars: this.limits.maxPageChars,
        maxTotalChars: this.limits.maxTotalChars,
      },
      resourceLimits: { maxOldGenerationSizeMb: this.limits.maxHeapMb },
      stdout: true,
      stderr: true,
    });
    // The parser's own console output is not the server's log.
    worker.stdout.resume();
    worker.stderr.resume();
    worker.unref();
    // Between files nobody else listens: a fault of an idle thread must not become an uncaught
    // error of the server, and a thread that ended is not given the next file.
    worker.on('error', () => undefined);
    worker.on('exit', () => {
      if (this.worker === worker) this.worker = null;
    });
    this.worker = worker;
    this.filesRead = 0;
    return worker;
  }

  private stopWorker() {
    if (this.idle) clearTimeout(this.idle);
    this.idle = null;
    const worker = this.worker;
    this.worker = null;
    if (worker) void worker.terminate();
  }

  private onThread(data: Uint8Array): Promise<ExtractedText> {
    const worker = this.worker ?? this.startWorker();
    const id = this.nextId++;
    const { limits } = this;
    return new Promise<ExtractedText>((resolve, reject) => {
      const pages: string[] = [];
      let settled = false;
      const finish = (outcome: () => void, healthy: boolean) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        // A thread that failed, ran out of time or memory is not given another file.
        if (!healthy && this.worker === worker) this.stopWorker();
        if (this.closed && !healthy) reject(new Error('The PDF text reader has been closed.'));
        else outcome();
      };
      const timer = setTimeout(
        () =>
          finish(
            () =>
              reject(new ExtractionFailedError(`Reading took longer than ${limits.timeoutMs} ms.`)),
            false,
          ),
        limits.timeoutMs,
      );
      const onMessage = (message: WorkerMessage) => {
        if (message.id !== id) return;
        if (message.type === 'page') pages[message.number - 1] = message.text;
        else if (message.type === 'done')
          finish(() => resolve({ pageCount: message.pageCount, pages }), true);
        else finish(() => reject(new ExtractionFailedError(message.message)), true);
      };
      const onError = (error: Error) => finish(() => reject(threadError(error, limits)), false);
      const onExit = (code: number) =>
        finish(
          () => reject(new ExtractionFailedError(`The reader stopped (exit code ${code}).`)),
          false,
        );
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      worker.postMessage({ id, data }, [data.buffer as ArrayBuffer]);
    });
  }
}
