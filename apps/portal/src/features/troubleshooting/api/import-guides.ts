import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GuideImportInput, GuideImportReport } from '@toolbox/domain';
import { GuideImportReportSchema } from '@toolbox/domain';
import { api } from '@toolbox/web/api-client';
import { guidesChanged, machineGuidesPath } from './troubleshooting-cache';

/**
 * POST /api/v1/machines/:machineId/guides/import: a dry run reports what each row would do
 * (create or replace) with its errors; `dryRun: false` applies every row or none (400 when any
 * row has errors). A file that cannot be read at all is a 400 with the reason.
 */
export const importGuides = (
  machineId: string,
  body: GuideImportInput,
): Promise<GuideImportReport> =>
  api.post(`${machineGuidesPath(machineId)}/import`, body, { schema: GuideImportReportSchema });

/** The dry run: nothing changes, so nothing reloads. */
export function useCheckGuideImport(machineId: string) {
  return useMutation({
    mutationFn: (body: Omit<GuideImportInput, 'dryRun'>) =>
      importGuides(machineId, { ...body, dryRun: true }),
  });
}

export function useApplyGuideImport(machineId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<GuideImportInput, 'dryRun'>) =>
      importGuides(machineId, { ...body, dryRun: false }),
    onSuccess: () => guidesChanged(queryClient),
  });
}
