import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshAfterPublish } from './refresh-after-publish';

/** A server whose answers the test releases one by one. */
function slowServer() {
  let version = 1;
  const pending: (() => void)[] = [];
  let calls = 0;
  return {
    publish: () => (version += 1),
    get calls() {
      return calls;
    },
    release: () => pending.shift()?.(),
    read: ({ signal }: { signal: AbortSignal }) => {
      calls += 1;
      const answer = version; // read when the request reaches the server
      return new Promise<number>((resolve, reject) => {
        pending.push(() => resolve(answer));
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    },
  };
}

describe('refreshAfterPublish', () => {
  it('asks again when a first read was in flight while the new version was published', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    const server = slowServer();
    const observer = new QueryObserver(client, {
      queryKey: ['documents', 'doc-1'],
      queryFn: server.read,
    });
    const unsubscribe = observer.subscribe(() => {});

    // The home screen's first read reached the server before version 2 was committed...
    expect(server.calls).toBe(1);
    server.publish();
    // ...and the notification of version 2 arrives while that read is still on its way back.
    const refreshing = refreshAfterPublish(client);
    await new Promise((resolve) => setTimeout(resolve, 0));
    server.release();
    server.release();
    await refreshing;

    expect(server.calls).toBe(2);
    expect(client.getQueryData(['documents', 'doc-1'])).toBe(2);
    unsubscribe();
  });
});
