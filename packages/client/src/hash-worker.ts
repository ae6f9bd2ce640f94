// The worker of running-hash.ts: hashes the slices of one file in the order they come, beside
// their transfer. It says when it is ready (hash-wasm loaded), how many bytes it has hashed, then
// the digest, or the error's message.
import { createSliceHasher, type ToWorker } from './running-hash';

type Scope = {
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
  postMessage(
    message: { ready: true } | { hashed: number } | { digest: string } | { error: string },
  ): void;
};
const scope = self as unknown as Scope;
const fail = (error: unknown) => scope.postMessage({ error: String(error) });

createSliceHasher((hashed) => scope.postMessage({ hashed })).then((hasher) => {
  scope.onmessage = (event) => {
    if ('add' in event.data) hasher.add(event.data.add);
    else hasher.digest().then((digest) => scope.postMessage({ digest }), fail);
  };
  scope.postMessage({ ready: true });
}, fail);
