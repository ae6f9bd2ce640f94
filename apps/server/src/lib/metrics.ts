/**
 * What the server counts for /metrics (issue #21 item 7), in the Prometheus text format through
 * prom-client. Without METRICS_TOKEN nothing is counted and prom-client is not even loaded (its
 * memory is not spent on the embedded default); every call below is then a no-op.
 */
export interface Metrics {
  /** One answered request: its route pattern (never the path, which holds ids), status, time. */
  request(method: string, route: string, status: number, seconds: number): void;
  /** An upload PATCH began (+1) or ended (-1). */
  uploadsInFlight(delta: 1 | -1): void;
  /** Bytes an upload PATCH brought in. */
  uploadBytes(bytes: number): void;
  /** What became of one push. */
  push(outcome: 'delivered' | 'gone' | 'failed'): void;
  /** One run of a clean-up: what it removed, or that it failed. */
  sweep(name: string, result: { removed: number } | { failed: true }): void;
  /** One database query's time. */
  query(seconds: number): void;
  /** A value read at each scrape (open live-event streams, the database pool). */
  gauge(name: string, help: string, read: () => Record<string, number> | number): void;
  /** The scrape: the Prometheus text and its content type. */
  render(): Promise<{ contentType: string; text: string }>;
}

/** When /metrics is off: nothing is kept. */
export const noMetrics: Metrics = {
  request: () => undefined,
  uploadsInFlight: () => undefined,
  uploadBytes: () => undefined,
  push: () => undefined,
  sweep: () => undefined,
  query: () => undefined,
  gauge: () => undefined,
  render: () => Promise.reject(new Error('metrics are off')),
};

/** Metrics kept in a registry of their own, `toolbox_` before every name. */
export async function createMetrics(enabled: boolean): Promise<Metrics> {
  if (!enabled) return noMetrics;
  const client = await import('prom-client');
  const register = new client.Registry();
  client.collectDefaultMetrics({ register, prefix: 'toolbox_' });
  const counter = <L extends string = never>(name: string, help: string, labelNames: L[] = []) =>
    new client.Counter<L>({ name, help, labelNames, registers: [register] });
  const histogram = <L extends string = never>(
    name: string,
    help: string,
    buckets: number[],
    labelNames: L[] = [],
  ) => new client.Histogram<L>({ name, help, buckets, labelNames, registers: [register] });

  const requests = counter(
    'toolbox_http_requests_total',
    'Requests answered, by method, route pattern and status',
    ['method', 'route', 'status'],
  );
  const durations = histogram(
    'toolbox_http_request_duration_seconds',
    'Time to answer a request, by method and route pattern',
    [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    ['method', 'route'],
  );
  const errors = counter(
    'toolbox_http_errors_total',
    'Requests answered with a server error (5xx), by route pattern',
    ['route'],
  );
  const inFlight = new client.Gauge({
    name: 'toolbox_uploads_in_flight',
    help: 'Upload PATCH requests being received now',
    registers: [register],
  });
  const bytes = counter(
    'toolbox_upload_bytes_total',
    'Bytes received by upload PATCH requests that were acknowledged',
  );
  const pushes = counter(
    'toolbox_push_deliveries_total',
    'Web Push messages by outcome: delivered, gone (subscription removed) or failed',
    ['outcome'],
  );
  const swept = counter('toolbox_sweep_removed_total', 'What each clean-up removed', ['sweep']);
  const sweepFailures = counter('toolbox_sweep_failures_total', 'Clean-up runs that failed', [
    'sweep',
  ]);
  const queries = histogram(
    'toolbox_db_query_duration_seconds',
    'Time of one database query',
    [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
  );
  return {
    request(method, route, status, seconds) {
      requests.inc({ method, route, status: String(status) });
      durations.observe({ method, route }, seconds);
      if (status >= 500) errors.inc({ route });
    },
    uploadsInFlight: (delta) => inFlight.inc(delta),
    uploadBytes: (n) => bytes.inc(n),
    push: (outcome) => pushes.inc({ outcome }),
    sweep(name, result) {
      if ('failed' in result) sweepFailures.inc({ sweep: name });
      else swept.inc({ sweep: name }, result.removed);
    },
    query: (seconds) => queries.observe(seconds),
    gauge(name, help, read) {
      const first = read();
      const labelled = typeof first !== 'number';
      new client.Gauge({
        name,
        help,
        labelNames: labelled ? ['state'] : [],
        registers: [register],
        collect() {
          const value = read();
          if (typeof value === 'number') this.set(value);
          else for (const [state, n] of Object.entries(value)) this.set({ state }, n);
        },
      });
    },
    render: async () => ({ contentType: register.contentType, text: await register.metrics() }),
  };
}
