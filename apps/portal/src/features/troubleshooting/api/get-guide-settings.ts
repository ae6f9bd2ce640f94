import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GuideSettings } from '@toolbox/domain';
import { GuideSettingsSchema } from '@toolbox/domain';
import { api } from '@toolbox/web/api-client';
import { troubleshootingKeys } from './troubleshooting-cache';

/** GET /api/v1/troubleshooting/settings: the categories and severity levels the forms offer. */
export const getGuideSettings = (signal?: AbortSignal): Promise<GuideSettings> =>
  api.get('/api/v1/troubleshooting/settings', {
    schema: GuideSettingsSchema,
    ...(signal ? { signal } : {}),
  });

export const guideSettingsQueryOptions = () =>
  queryOptions({
    queryKey: troubleshootingKeys.settings(),
    queryFn: ({ signal }) => getGuideSettings(signal),
    staleTime: 60_000,
  });

export function useGuideSettings() {
  return useQuery(guideSettingsQueryOptions());
}
