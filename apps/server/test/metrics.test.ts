import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMetrics, type Metrics } from '../src/lib/metrics';
import { startSweeps } from '../src/sweeps';
import {
  createTestAdmin,
  injectAs,
  testDatabaseKind,
  type TestContext,
  type TestUser,
} from './helpers';
import { createUpload, pdfBytes, uploadBytes } from './upload-helpers';

// Issue #21 item 7: /metrics in the Prometheus text format for a scraper with METRICS_TOKEN.

const TOKEN = 'scrape-token-0123456789abcdef';

/** Prometheus text: every sample as `name{labels}` → value; comment lines kept apart. */
function parsePrometheus(text: string) {
  const samples = new Map<string, number>();
  const types = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const type = /^# TYPE (\S+) (counter|gauge|histogram|summary|untyped)$/.exec(line);
    if (type) {
      types.set(type[1]!, type[2]!);
      continue;
    }
    if (line.startsWith('# HELP ')) continue;
    const sample = /^([a-zA-Z_:][\w:]*)(\{[^}]*\})? (\S+)$/.exec(line);
    if (!sample) throw new Error(`not Prometheus text: ${line}`);
    samples.set(`${sample[1]}${sample[2] ?? ''}`, Number(sample[3]));
  }
  return { samples, types };
}

describe('/metrics with METRICS_TOKEN', () => {
  let t: TestContext;
  let admin: TestUser;
  let metrics: Metrics;
  beforeAll(async () => {
    metrics = await createMetrics(true);
    ({ t, admin } = await createTestAdmin({}, { METRICS_TOKEN: TOKEN }, { metrics }));
  });
  afterAll(() => t.close());

  const scrape = (authorization?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: authorization ? { authorization } : {},
    });

  it('refuses a scraper without the token, or with another', async () => {
    for (const authorization of [
      undefined,
      'Bearer wrong-token-0123456789abcdef',
      `Basic ${TOKEN}`,
    ]) {
      const answer = await scrape(authorization);
      expect(answer.statusCode, authorization).toBe(401);
      expect(answer.headers['www-authenticate']).toBe('Bearer');
      expect(answer.body).not.toContain('toolbox_');
    }
  });

  it('counts requests by route, uploads, queries, sweeps and live streams', async () => {
    const bytes = pdfBytes(300_000);
    await uploadBytes(t, admin, bytes, { kind: 'document', filename: 'manual.pdf' });
    for (let i = 0; i < 3; i += 1) await injectAs(t, admin, 'GET', '/api/v1/documents');
    expect((await injectAs(t, admin, 'GET', '/api/v1/documents/no-such-id')).statusCode).toBe(404);
    // A PATCH refused before it is taken (another site's) leaves the gauge where it was.
    const location = String(
      (await createUpload(t, admin, 10, { kind: 'document', filename: 'b.pdf' })).headers.location,
    );
    const foreign = await t.app.inject({
      method: 'PATCH',
      url: location,
      headers: {
        cookie: admin.cookie,
        origin: 'https://elsewhere.example',
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      payload: Buffer.alloc(10),
    });
    expect(foreign.statusCode).toBe(403);
    const sweeps = startSweeps(
      [{ name: 'leftovers', run: () => Promise.resolve(3) }],
      t.app.log,
      3_600_000,
      metrics,
    );
    await sweeps.stop();

    const answer = await scrape(`Bearer ${TOKEN}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const { samples, types } = parsePrometheus(answer.body);
    expect(
      samples.get(
        'toolbox_http_requests_total{method="GET",route="/api/v1/documents",status="200"}',
      ),
    ).toBe(3);
    // By route pattern, never by path: a path holds ids.
    expect(
      samples.get(
        'toolbox_http_requests_total{method="GET",route="/api/v1/documents/:id",status="404"}',
      ),
    ).toBe(1);
    expect(answer.body).not.toContain('no-such-id');
    expect(
      samples.get(
        'toolbox_http_request_duration_seconds_count{method="GET",route="/api/v1/documents"}',
      ),
    ).toBe(3);
    expect(samples.get('toolbox_upload_bytes_total')).toBe(bytes.length);
    expect(samples.get('toolbox_uploads_in_flight')).toBe(0);
    expect(samples.get('toolbox_sweep_removed_total{sweep="leftovers"}')).toBe(3);
    expect(samples.get('toolbox_live_event_connections')).toBe(0);
    expect(samples.get('toolbox_db_query_duration_seconds_count')).toBeGreaterThan(0);
    expect(samples.get('toolbox_process_resident_memory_bytes')).toBeGreaterThan(0);
    if (testDatabaseKind === 'postgres') {
      expect(samples.get('toolbox_db_pool_connections{state="total"}')).toBeGreaterThan(0);
    }
    expect(types.get('toolbox_push_deliveries_total')).toBe('counter');
    expect(types.get('toolbox_http_errors_total')).toBe('counter');
  });
});

describe('/metrics without METRICS_TOKEN', () => {
  let t: TestContext;
  beforeAll(async () => {
    ({ t } = await createTestAdmin());
  });
  afterAll(() => t.close());

  it('is not there', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(answer.statusCode).toBe(404);
  });
});
