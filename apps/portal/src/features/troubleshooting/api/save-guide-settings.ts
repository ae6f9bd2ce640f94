import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GuideSettings } from '@toolbox/domain';
import { GuideSettingsSchema } from '@toolbox/domain';
import { api } from '@toolbox/web/api-client';
import { troubleshootingKeys } from './troubleshooting-cache';

/** PUT /api/v1/troubleshooting/settings: the new lists, answered without duplicates (admin). */
export const saveGuideSettings = (body: GuideSettings): Promise<GuideSettings> =>
  api.put('/api/v1/troubleshooting/settings', body, { schema: GuideSettingsSchema });

export function useSaveGuideSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGuideSettings,
    onSuccess: (settings) => queryClient.setQueryData(troubleshootingKeys.settings(), settings),
  });
}
