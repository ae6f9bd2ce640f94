import net from 'node:net';

/** A slow link: its round-trip latency and its bandwidth each way, in bytes per second. */
export type Link = { latencyMs: number; downBytesPerSecond: number; upBytesPerSecond: number };

/** The slices a chunk is cut into, so that parallel connections share the link fairly. */
const SLICE = 8 * 1024;

/**
 * One direction of the link, shared by every connection: each slice waits for the slices sent
 * before it on any connection (the bandwidth), then half the round trip (the latency).
 */
function direction(bytesPerSecond: number, latencyMs: number) {
  let freeAt = 0;
  /** When each slice of `chunk` arrives, in order. */
  return (chunk: Buffer): { at: number; slice: Buffer }[] => {
    const slices = [];
    for (let offset = 0; offset < chunk.length; offset += SLICE) {
      const slice = chunk.subarray(offset, offset + SLICE);
      const start = Math.max(performance.now(), freeAt);
      freeAt = start + (slice.length / bytesPerSecond) * 1000;
      slices.push({ at: freeAt + latencyMs / 2, slice });
    }
    return slices;
  };
}

/**
 * What one socket receives through the link: slices in the order they were sent, each written
 * when its time comes (one timer at a time, so no two slices can swap), then its end.
 */
function deliveries(socket: net.Socket) {
  const queue: { at: number; slice: Buffer | null }[] = [];
  let timer: NodeJS.Timeout | null = null;
  const drain = () => {
    timer = null;
    while (queue.length && queue[0]!.at <= performance.now()) {
      const { slice } = queue.shift()!;
      if (socket.destroyed) return;
      if (slice) socket.write(slice);
      else socket.end();
    }
    if (queue.length) timer = setTimeout(drain, Math.max(0, queue[0]!.at - performance.now()));
  };
  const push = (item: { at: number; slice: Buffer | null }) => {
    queue.push(item);
    if (!timer) timer = setTimeout(drain, Math.max(0, queue[0]!.at - performance.now()));
  };
  return {
    send: (slices: { at: number; slice: Buffer }[]) => slices.forEach(push),
    /** Ends the socket after everything sent to it has arrived. */
    end: () => push({ at: Math.max(performance.now(), queue.at(-1)?.at ?? 0), slice: null }),
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
  // Half-open sockets: an end from one side reaches the other only after the data before it.
  const server = net.createServer({ allowHalfOpen: true }, (client) => {
    const upstream = net.connect({ port: target.port, host: target.host, allowHalfOpen: true });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    const toUpstream = deliveries(upstream);
    const toClient = deliveries(client);
    client.on('data', (chunk: Buffer) => toUpstream.send(up(chunk)));
    upstream.on('data', (chunk: Buffer) => toClient.send(down(chunk)));
    client.on('end', () => toUpstream.end());
    upstream.on('end', () => toClient.end());
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
