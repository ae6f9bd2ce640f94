import type { SoftwareListQuery } from '@toolbox/domain';
import { DEFAULT_PAGE_SIZE, SoftwareListQuery as SoftwareListQuerySchema } from '@toolbox/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

type Key = keyof SoftwareListQuery;
const KEYS = Object.keys(SoftwareListQuerySchema.shape) as Key[];

/** Values the URL leaves out because they are what the server assumes anyway. */
const DEFAULTS: Partial<Record<Key, string>> = {
  page: '1',
  pageSize: String(DEFAULT_PAGE_SIZE),
  sort: 'uploadDate',
  order: 'desc',
};

/**
 * The list's state from the URL's query string. Each parameter is read on its own, so one bad
 * value (a hand-edited link) falls back to its default without losing the others.
 */
export function parseListParams(params: URLSearchParams): SoftwareListQuery {
  const picked: Record<string, unknown> = {};
  for (const key of KEYS) {
    const raw = params.get(key);
    if (raw === null || raw.trim() === '') continue;
    const parsed = SoftwareListQuerySchema.shape[key].safeParse(raw);
    if (parsed.success && parsed.data !== '') picked[key] = parsed.data;
  }
  return SoftwareListQuerySchema.parse(picked);
}

/** The query string for a list state: only what differs from the defaults. */
export function toListParams(query: SoftwareListQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const value = query[key];
    if (value === undefined || value === '' || String(value) === DEFAULTS[key]) continue;
    params.set(key, String(value));
  }
  return params;
}

/** Whether any filter (search, category, machine) narrows the list. */
export function hasFilters(query: SoftwareListQuery): boolean {
  return Boolean(query.search || query.category || query.machineId);
}

/** The order a column starts in when first chosen: names A–Z, newest versions and uploads first. */
export function firstOrder(sort: SoftwareListQuery['sort']): SoftwareListQuery['order'] {
  return sort === 'name' ? 'asc' : 'desc';
}

/**
 * The software list's state, kept in the URL so reload, back and forward show the same list.
 * `update` goes back to page 1 unless the change is the page itself.
 */
export function useSoftwareListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => parseListParams(searchParams), [searchParams]);

  const update = useCallback(
    (changes: Partial<SoftwareListQuery>) => {
      setSearchParams((current) =>
        toListParams({ ...parseListParams(current), page: 1, ...changes }),
      );
    },
    [setSearchParams],
  );

  return { query, update };
}
