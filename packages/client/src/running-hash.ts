import { createSHA256 } from 'hash-wasm';

/**
 * A SHA-256 fed the slices of a file in order while they are sent (decision 008): the upload
 * hands each slice to the network and to this at once, and declares the digest when it publishes.
 */
export interface RunningHash {
  /** Hashes `slice` after everything added before it; the bytes are read where the hash runs. */
  add(slice: Blob): void;
  /** The uppercase hex digest of everything added, once all of it is hashed. */
  digest(): Promise<string>;
  /** Stops hashing; `digest` then rejects. */
  stop(): void;
}

export interface RunningHashOptions {
  /** Called as slices are hashed, with the bytes hashed so far. */
  onProgress?: (bytesHashed: number) => void;
}

/** Bytes read at a time: a slice added whole (a resumed upload's start) is read in pieces. */
const READ_BYTES = 16 * 1024 * 1024;

/**
 * The hashing itself, wherever it runs (the worker, or the caller's thread without workers):
 * slices are read and hashed one after another, in the order they were added.
 */
export async function createSliceHasher(onProgress: (bytesHashed: number) => void) {
  const hasher = await createSHA256();
  hasher.init();
  let hashed = 0;
  let queue: Promise<void> = Promise.resolve();
  return {
    add(slice: Blob) {
      queue = queue.then(async () => {
        for (let start = 0; start < slice.size; start += READ_BYTES) {
          const piece = slice.slice(start, Math.min(start + READ_BYTES, slice.size));
          hasher.update(new Uint8Array(await piece.arrayBuffer()));
          hashed += piece.size;
          onProgress(hashed);
        }
      });
      // A failed read fails `digest`; the queue must not also report it as unhandled.
      queue.catch(() => undefined);
    },
    async digest(): Promise<string> {
      await queue;
      return hasher.digest('hex').toUpperCase();
    },
  };
}

type FromWorker = { ready: true } | { hashed: number } | { digest: string } | { error: string };
export type ToWorker = { add: Blob } | { digest: true };

/**
 * Starts a running hash: in a worker of its own where the platform has workers (a browser), so
 * hashing keeps off the page's thread and runs beside the transfer; on the caller's thread
 * elsewhere (Node). A slice goes to the worker as a Blob, a handle to the file and not its bytes:
 * the worker reads it itself, so no chunk is copied in the page. Rejects when hashing cannot
 * start here (no WebAssembly), before anything is sent.
 */
export async function startRunningHash(options: RunningHashOptions = {}): Promise<RunningHash> {
  const onProgress = options.onProgress ?? (() => undefined);
  if (typeof Worker === 'undefined') return inline(onProgress);
  const worker = new Worker(new URL('./hash-worker.ts', import.meta.url), { type: 'module' });
  let failure: Error | null = null;
  let settle: { resolve: (digest: string) => void; reject: (error: Error) => void } | null = null;
  const fail = (error: Error) => {
    failure ??= error;
    worker.terminate();
    settle?.reject(failure);
  };
  await new Promise<void>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<FromWorker>) => {
      const message = event.data;
      if ('ready' in message) resolve();
      else if ('hashed' in message) onProgress(message.hashed);
      else if ('digest' in message) {
        worker.terminate();
        settle?.resolve(message.digest);
      } else {
        const error = new Error(message.error);
        reject(error);
        fail(error);
      }
    };
    worker.onerror = (event) => {
      const error = new Error(event.message || 'The file could not be hashed.');
      reject(error);
      fail(error);
    };
  });
  const post = (message: ToWorker) => {
    if (failure === null) worker.postMessage(message);
  };
  return {
    add: (slice) => post({ add: slice }),
    digest: () =>
      new Promise<string>((resolve, reject) => {
        if (failure !== null) return reject(failure);
        settle = { resolve, reject };
        post({ digest: true });
      }),
    stop: () => fail(new DOMException('The hashing was stopped.', 'AbortError')),
  };
}

async function inline(onProgress: (bytesHashed: number) => void): Promise<RunningHash> {
  const hasher = await createSliceHasher(onProgress);
  let isStopped = false;
  return {
    add: (slice) => {
      if (!isStopped) hasher.add(slice);
    },
    digest: () =>
      isStopped
        ? Promise.reject(new DOMException('The hashing was stopped.', 'AbortError'))
        : hasher.digest(),
    stop: () => {
      isStopped = true;
    },
  };
}
