// Runs autocannon against one URL in a process of its own, so the load generator does not share
// the measured server's event loop, and prints its summary as one JSON line.
import autocannon from 'autocannon';

const { url, headers, connections, durationSeconds } = JSON.parse(process.argv[2]);
const result = await autocannon({
  url,
  headers,
  connections,
  duration: durationSeconds,
  timeout: 10,
});
process.stdout.write(
  `${JSON.stringify({
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    bytesPerSecond: result.throughput.average,
  })}\n`,
);
