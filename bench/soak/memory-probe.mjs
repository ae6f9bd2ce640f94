// Loaded into the server process by bench/soak (`node --import`), never by the server itself: it
// answers the bench's 'memory' message over the IPC channel with process.memoryUsage(), after a
// full collection when the server runs with --expose-gc (BENCH_SOAK_GC=1), so that heapUsed is
// then the live heap rather than live + garbage.
process.on('message', (message) => {
  if (message !== 'memory') return;
  globalThis.gc?.();
  process.send?.({ memory: process.memoryUsage() });
});
// The IPC channel must not keep a server that is shutting down alive.
process.channel?.unref();
