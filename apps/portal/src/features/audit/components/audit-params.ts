import type { AuditListQuery } from '@toolbox/domain';
import { AUDIT_ACTIONS_LIST, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@toolbox/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The audit log's filters as the URL keeps them: dates as the date inputs show them. */
export interface AuditFilters {
  action?: string | undefined;
  /** YYYY-MM-DD, from the start of that day (local time). */
  from?: string | undefined;
  /** YYYY-MM-DD, to the end of that day (local time). */
  to?: string | undefined;
  page: number;
  pageSize: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function dayStart(day: string | undefined, endOfDay: boolean): string | undefined {
  if (!day || !DAY.test(day)) return undefined;
  const date = new Date(`${day}T${endOfDay ? '23:59:59.999' : '00:00:00.000'}`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

function positive(raw: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const value = Number(raw);
  return Number.isInteger(value) && value >= 1 && value <= max ? value : fallback;
}

export function parseAuditParams(params: URLSearchParams): AuditFilters {
  const action = params.get('action') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    action: (AUDIT_ACTIONS_LIST as string[]).includes(action) ? action : undefined,
    from: DAY.test(from) ? from : undefined,
    to: DAY.test(to) ? to : undefined,
    page: positive(params.get('page'), 1),
    pageSize: positive(params.get('pageSize'), DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
  };
}

const OWN_KEYS = ['action', 'from', 'to', 'page', 'pageSize'];

/** Writes the filters over `current`, keeping parameters the audit log does not own (the tab). */
function toAuditParams(filters: AuditFilters, current: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(current);
  for (const key of OWN_KEYS) params.delete(key);
  if (filters.action) params.set('action', filters.action);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.page !== 1) params.set('page', String(filters.page));
  if (filters.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(filters.pageSize));
  return params;
}

/** The API query for the filters: the days become times, whole days in the browser's zone. */
export function toAuditQuery(filters: AuditFilters): AuditListQuery {
  return {
    page: filters.page,
    pageSize: filters.pageSize,
    action: filters.action,
    from: dayStart(filters.from, false),
    to: dayStart(filters.to, true),
  };
}

/** The audit log's filters and page, kept in the URL; a filter change goes back to page 1. */
export function useAuditParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseAuditParams(searchParams), [searchParams]);
  const update = useCallback(
    (changes: Partial<AuditFilters>) =>
      setSearchParams((current) =>
        toAuditParams({ ...parseAuditParams(current), page: 1, ...changes }, current),
      ),
    [setSearchParams],
  );
  return { filters, update };
}
