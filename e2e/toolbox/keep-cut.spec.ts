import net from 'node:net';
import { makePdf, uploadViaApi } from '../files';
import { expect, signInToToolbox, test } from '../fixtures';
import { seedMachine } from './seed';

const MB = 1024 * 1024;

/**
 * A loopback TCP proxy in front of the e2e server. The first connection that asks for
 * `cutPath` is closed once `cutAfter` bytes of its answer went through: the connection drops in
 * the middle of the file, as a lost signal drops it, while the browser still thinks it is online.
 * Everything after passes through untouched.
 */
async function cuttingProxy(target: number, cutPath: string, cutAfter: number) {
  let cut = false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target, '127.0.0.1');
    sockets.add(client).add(upstream);
    let carriesFile = false;
    let sent = 0;
    client.on('data', (chunk: Buffer) => {
      if (!cut && chunk.toString('latin1').includes(` ${cutPath} `)) carriesFile = true;
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (carriesFile && !cut) {
        sent += chunk.length;
        if (sent >= cutAfter) {
          cut = true;
          client.write(chunk.subarray(0, chunk.length - (sent - cutAfter)));
          client.destroy();
          upstream.destroy();
          return;
        }
      }
      client.write(chunk);
    });
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    wasCut: () => cut,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The browser keeps its connections open: closed here, or the server waits for them.
        for (const socket of sockets) socket.destroy();
      }),
  };
}

/**
 * A keep whose connection drops in the middle of a large file, the device still online: when the
 * link is back, the file continues from the bytes it has (`Range: bytes=N-`, answered 206), the
 * files finished before are not fetched again, and the whole file kept is the one its record's
 * SHA-256 names.
 */
test('a keep cut mid-file by the network continues that file with Range', async ({
  page,
  adminApi,
  createUser,
}) => {
  test.setTimeout(150_000);
  const machine = await seedMachine(adminApi);
  const uploadId = await uploadViaApi(adminApi, makePdf('Cut manual', 12 * MB), {
    kind: 'document',
    filename: 'cut-manual.pdf',
  });
  const created = await adminApi.post('/api/v1/documents', {
    data: { uploadId, title: 'Cut manual', category: ['Service'], machineIds: [machine.id] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const manualId = ((await created.json()) as { document: { id: string } }).document.id;
  const manualPath = `/api/v1/documents/${encodeURIComponent(manualId)}/versions/1/file`;

  const port = Number(new URL(test.info().project.use.baseURL!).port);
  const proxy = await cuttingProxy(port, manualPath, 5 * MB);
  try {
    const engineer = await createUser({ displayName: 'Cody Cut' });
    // The session cookie belongs to the host, whatever its port: it goes through the proxy too.
    await signInToToolbox(page, engineer);
    await page.goto(`${proxy.origin}/toolbox/machines/${encodeURIComponent(machine.id)}`);
    await expect(page.getByTestId('keep-plan')).toContainText('3 files');

    const fileRequests: { path: string; range: string | undefined; status: number }[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.endsWith('/file'))
        fileRequests.push({
          path,
          range: response.request().headers()['range'],
          status: response.status(),
        });
    });

    await page.getByRole('button', { name: 'Make available offline' }).click();
    await expect.poll(() => proxy.wasCut(), { timeout: 60_000 }).toBe(true);
    // The keep finishes by itself once the connection is back.
    await expect(page.getByTestId('kept-summary')).toContainText('3 files', { timeout: 90_000 });

    const manual = fileRequests.filter((r) => r.path === manualPath);
    expect(manual.length, JSON.stringify(fileRequests)).toBeGreaterThanOrEqual(2);
    expect(manual[0]!.range).toBeUndefined();
    const resumed = manual.at(-1)!;
    const from = Number(/^bytes=(\d+)-$/.exec(resumed.range ?? '')?.[1]);
    expect(from).toBeGreaterThan(2 * MB);
    expect(resumed.status).toBe(206);
    // The files finished before the cut were fetched once.
    for (const other of fileRequests.filter((r) => r.path !== manualPath))
      expect(
        fileRequests.filter((r) => r.path === other.path),
        other.path,
      ).toHaveLength(1);
    // The kept manual is whole: its bytes hash to the record's SHA-256.
    const kept = await page.evaluate(async (path) => {
      const cache = await caches.open('toolbox-files-v1');
      const response = await cache.match(path, { ignoreVary: true });
      if (!response) return null;
      const digest = await crypto.subtle.digest('SHA-256', await response.arrayBuffer());
      return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
    }, manualPath);
    const record = await adminApi.get(`/api/v1/documents/${encodeURIComponent(manualId)}`);
    const { document } = (await record.json()) as { document: { sha256FileHash: string } };
    expect(kept?.toUpperCase()).toBe(document.sha256FileHash.toUpperCase());
  } finally {
    await proxy.close();
  }
});
