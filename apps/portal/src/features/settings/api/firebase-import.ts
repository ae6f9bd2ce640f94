import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ImportResetLinksResultSchema,
  LastFirebaseImportSchema,
  type ImportResetLinksResult,
  type LastFirebaseImport,
} from '@toolbox/domain';
import { api } from '@toolbox/web/api-client';

const KEY = ['firebase-import'] as const;

/** GET /api/v1/system/firebase-import: the newest report of `npm run import:firebase`. */
export const getLastFirebaseImport = (signal?: AbortSignal): Promise<LastFirebaseImport> =>
  api.get('/api/v1/system/firebase-import', {
    schema: LastFirebaseImportSchema,
    ...(signal ? { signal } : {}),
  });

export function useLastFirebaseImport() {
  return useQuery({ queryKey: KEY, queryFn: ({ signal }) => getLastFirebaseImport(signal) });
}

/** POST …/reset-links: a reset link e-mailed to every imported user without a password. */
export const sendImportResetLinks = (): Promise<ImportResetLinksResult> =>
  api.post('/api/v1/system/firebase-import/reset-links', undefined, {
    schema: ImportResetLinksResultSchema,
  });

export function useSendImportResetLinks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendImportResetLinks,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: KEY }),
        queryClient.invalidateQueries({ queryKey: ['audit'] }),
      ]),
  });
}
