import net from 'node:net';

/** A slow link: its round-trip latency and its bandwidth each way, in bytes per second. */
export type Link = { latencyMs: number; downBytesPerSecond: number; upBytesPerSecond: number };

/** The slices a chunk is cut into, so that parallel connections share the link fairly. */
const SLICE = 8 * 1024;

/**
 * One direction of the link, shared by every connection: each slice waits for the slices sent
 * before it (the bandwidth), then half the round trip (the latency). Order within a connection
 * holds because the link's clock only moves forward.
 */
function direction(bytesPerSecond: number, latencyMs: number) {
  let freeAt = 0;
  /** Sends `chunk` slice by slice; answers when its last slice arrives. */
  return (chunk: Buffer, deliver: (slice: Buffer) => void): number => {
    let at = performance.now() + latencyMs / 2;
    for (let offset = 0; offset < chunk.length; offset += SLICE) {
      const slice = chunk.subarray(offset, offset + SLICE);
      const start = Math.max(performance.now(), freeAt);
      freeAt = start + (slice.length / bytesPerSecond) * 1000;
      at = freeAt + latencyMs / 2;
      setTimeout(() => deliver(slice), Math.max(0, at - performance.now()));
    }
    return at;
  };
}

/**
 * A TCP proxy on 127.0.0.1 that makes every connection through it as slow as `link` — the
 * page's requests and its service worker's alike (Chromium's own throttling leaves a worker's
 * requests at full speed). Answers its address and a way to close it.
 */
export async function startThrottleProxy(
  target: { host: string; port: number },
  link: Link,
): Promise<{ address: string; close: () => Promise<void> }> {
  const down = direction(link.downBytesPerSecond, link.latencyMs);
  const up = direction(link.upBytesPerSecond, link.latencyMs);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    // Each side ends once the last of what was sent to it has arrived.
    let upDone = 0;
    let downDone = 0;
    const later = (at: number, then: () => void) =>
      setTimeout(then, Math.max(0, at - performance.now()) + 1);
    client.on('data', (chunk: Buffer) => {
      upDone = up(chunk, (slice) => !upstream.destroyed && upstream.write(slice));
    });
    upstream.on('data', (chunk: Buffer) => {
      downDone = down(chunk, (slice) => !client.destroyed && client.write(slice));
    });
    client.on('end', () => later(upDone, () => upstream.end()));
    upstream.on('end', () => later(downDone, () => client.end()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    address: `http://127.0.0.1:${port}`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
