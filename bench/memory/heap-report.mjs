// Loaded into the server by bench/memory with `--import`: on SIGUSR2, writes the main thread's
// own memory figures (MB) to HEAP_REPORT_FILE, so the benchmark can tell them from the rest.
import fs from 'node:fs';
import v8 from 'node:v8';

const mb = (bytes) => Math.round((bytes / 1048576) * 10) / 10;

process.on('SIGUSR2', () => {
  const usage = process.memoryUsage();
  const spaces = Object.fromEntries(
    v8.getHeapSpaceStatistics().map((space) => [space.space_name, mb(space.space_size)]),
  );
  const report = {
    heapTotalMB: mb(usage.heapTotal),
    heapUsedMB: mb(usage.heapUsed),
    externalMB: mb(usage.external),
    arrayBuffersMB: mb(usage.arrayBuffers),
    newSpaceMB: spaces.new_space,
    oldSpaceMB: spaces.old_space,
    codeSpaceMB: spaces.code_space,
  };
  fs.writeFileSync(process.env.HEAP_REPORT_FILE, JSON.stringify(report));
});
