import { vi } from 'vitest';

export interface Reply {
  status: number;
  body?: unknown;
}

export interface StubbedRequest {
  method: string;
  path: string;
  body: unknown;
  /** The query-string parameters, when the URL had any. */
  query?: Record<string, string> | undefined;
}

type Route = Reply | ((request: StubbedRequest) => Reply | Promise<Reply>);

/**
 * Stubs `fetch` at the network edge: routes keyed by "METHOD /path" (the query string is not part
 * of the key; it is recorded as `query`) answer with a status and a JSON body; anything else is a
 * 404. Returns the requests made, for assertions.
 */
export function stubApi(routes: Record<string, Route>) {
  const requests: StubbedRequest[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://toolbox.test');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const query = url.search === '' ? undefined : Object.fromEntries(url.searchParams);
    const request: StubbedRequest = { method, path: url.pathname, body, query };
    requests.push(request);
    const route = routes[`${method} ${url.pathname}`];
    const reply =
      route === undefined
        ? { status: 404, body: { code: 'not-found', message: 'Not found' } }
        : typeof route === 'function'
          ? await route(request)
          : route;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { requests, fetch: fetchStub };
}

/** A promise with its resolve function, to hold a stubbed answer until the test lets it go. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
