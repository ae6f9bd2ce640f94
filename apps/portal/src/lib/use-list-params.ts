import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Parser, QueryParams } from '@toolbox/client/http';
import { api } from '@toolbox/web/api-client';
import type { z } from 'zod';

type ListSchema = z.ZodObject<Record<string, z.ZodType>>;

/**
 * A list's state from the URL's query string, read through the list's query schema. Each
 * parameter is parsed on its own, so one bad value (a hand-edited link) falls back to its
 * default without losing the others.
 */
export function parseListParams<S extends ListSchema>(
  schema: S,
  params: URLSearchParams,
): z.infer<S> {
  const picked: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const raw = params.get(key);
    if (raw === null || raw.trim() === '') continue;
    const parsed = field.safeParse(raw);
    if (parsed.success && parsed.data !== '') picked[key] = parsed.data;
  }
  return schema.parse(picked);
}

/**
 * The query string for a list state: only what differs from the schema's defaults, in the
 * schema's order, so one list state always gives the same link.
 */
export function toListParams<S extends ListSchema>(schema: S, query: z.infer<S>): URLSearchParams {
  const defaults = schema.parse({}) as Record<string, unknown>;
  const values = query as Record<string, unknown>;
  const params = new URLSearchParams();
  for (const key of Object.keys(schema.shape)) {
    const value = values[key];
    if (value === undefined || value === '' || value === defaults[key]) continue;
    params.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return params;
}

/**
 * A list's state kept in the URL, so reload, back and forward show the same list. `update`
 * goes back to page 1 unless the change is the page itself.
 */
export function useListParams<S extends ListSchema>(schema: S) {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => parseListParams(schema, searchParams), [schema, searchParams]);
  const update = useCallback(
    (changes: Partial<z.infer<S>>) => {
      setSearchParams((current) =>
        toListParams(schema, { ...parseListParams(schema, current), page: 1, ...changes }),
      );
    },
    [schema, setSearchParams],
  );
  return { query, update };
}

/**
 * A list's paging kept in the component rather than the URL (a card inside a page), with the
 * same `update` as useListParams: back to page 1 unless the change is the page itself.
 */
export function useListState<Q extends { page: number; pageSize: number }>(initial: Q) {
  const [query, setQuery] = useState(initial);
  const update = useCallback(
    (changes: Partial<Q>) => setQuery((current) => ({ ...current, page: 1, ...changes })),
    [],
  );
  return { query, update };
}

/** GET one page of a list from the API, the list's state as the query string. */
export function getListPage<T>(
  path: string,
  schema: Parser<T>,
  query: QueryParams,
  signal?: AbortSignal,
): Promise<T> {
  return api.get(path, { schema, query: { ...query }, ...(signal ? { signal } : {}) });
}
