// A worker that hashes one file (hash.ts's hashFileInWorker), so a large file's SHA-256 does not
// hold the page's main thread: progress as a fraction, then the digest or the error's message.
import { hashFile } from './hash';

type Scope = {
  onmessage: ((event: MessageEvent<{ file: Blob; chunkSize?: number }>) => void) | null;
  postMessage(message: { progress: number } | { digest: string } | { error: string }): void;
};
const scope = self as unknown as Scope;

scope.onmessage = (event) => {
  const { file, chunkSize } = event.data;
  hashFile(file, { chunkSize, onProgress: (progress) => scope.postMessage({ progress }) }).then(
    (digest) => scope.postMessage({ digest }),
    (error: unknown) => scope.postMessage({ error: String(error) }),
  );
};
