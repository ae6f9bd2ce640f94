import v8 from 'node:v8';

/**
 * Turns V8's optimising compiler for WebAssembly back on for what is compiled from now on. PGlite's
 * thread turns it off for PostgreSQL's code (db/pglite-worker.mjs, decision 031), and V8's flags
 * are the whole process's; hash-wasm's SHA-256, compiled by the baseline compiler alone, hashes
 * an upload about 15 times as slowly. `--liftoff-only` turned tiering off too, so each is named.
 */
export function optimiseWebAssemblyFromNowOn(): void {
  v8.setFlagsFromString('--no-liftoff-only');
  v8.setFlagsFromString('--wasm-tier-up');
  v8.setFlagsFromString('--wasm-dynamic-tiering');
}
