import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SecuritySettingsSchema, type SecuritySettings } from '@toolbox/domain';
import { api } from '@toolbox/web/api-client';

const SETTINGS_KEY = ['settings', 'security'] as const;
const PATH = '/api/v1/settings/security';

/** Whether administrators must use two-factor sign-in (decision 030). */
export function useSecuritySettings() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }) => api.get(PATH, { schema: SecuritySettingsSchema, signal }),
  });
}

export function useSaveSecuritySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: SecuritySettings) =>
      api.put(PATH, settings, { schema: SecuritySettingsSchema }),
    onSuccess: (saved) => queryClient.setQueryData(SETTINGS_KEY, saved),
  });
}
