import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEntry, AuditListQuery, Page } from '@toolbox/domain';
import { AuditEntrySchema, pageSchema } from '@toolbox/domain';
import { api } from '@toolbox/web/api-client';

const AuditPageSchema = pageSchema(AuditEntrySchema);

/** GET /api/v1/audit (admins): one page of the audit log, newest first. */
export const getAuditLog = (
  query: AuditListQuery,
  signal?: AbortSignal,
): Promise<Page<AuditEntry>> =>
  api.get('/api/v1/audit', {
    schema: AuditPageSchema,
    query: { ...query },
    ...(signal ? { signal } : {}),
  });

export const auditLogQueryOptions = (query: AuditListQuery) =>
  queryOptions({
    queryKey: ['audit', 'log', query],
    queryFn: ({ signal }) => getAuditLog(query, signal),
    placeholderData: keepPreviousData,
  });

export function useAuditLog(query: AuditListQuery) {
  return useQuery(auditLogQueryOptions(query));
}
