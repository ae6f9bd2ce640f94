import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  RecoveryCodesSchema,
  TwoFactorSetupSchema,
  TwoFactorStatusSchema,
  type TwoFactorEnableInput,
} from '@toolbox/domain';
import { api } from '@toolbox/web/api-client';
import { SESSION_QUERY_KEY } from '../../../lib/auth/session-query';

// docs/product.md#two-factor-sign-in, decision 030
const BASE = '/api/v1/auth/two-factor';
const STATUS_KEY = ['two-factor'] as const;

/** The signed-in person's two-factor sign-in: on or off, recovery codes left, required. */
export function useTwoFactorStatus() {
  return useQuery({
    queryKey: STATUS_KEY,
    queryFn: ({ signal }) => api.get(BASE, { schema: TwoFactorStatusSchema, signal }),
  });
}

/** After a change: the status and the session (its `twoFactorEnabled`) are asked again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: STATUS_KEY }),
      queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
    ]);
}

/** A new secret and its otpauth URI, for the QR code. */
export function useBeginTwoFactorSetup() {
  return useMutation({
    mutationFn: () => api.post(`${BASE}/setup`, undefined, { schema: TwoFactorSetupSchema }),
  });
}

/**
 * Turns it on with a code of the app; answers the recovery codes, once. The status says "on" at
 * once; the session is asked again only when the codes were seen (useTwoFactorDone), since a
 * session held to setting it up opens the portal then.
 */
export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TwoFactorEnableInput) =>
      api.post(`${BASE}/enable`, input, { schema: RecoveryCodesSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STATUS_KEY }),
  });
}

/** Once the recovery codes were seen: the status and the session show it is on. */
export const useTwoFactorDone = useRefresh;

export function useDisableTwoFactor() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (password: string) => api.post(`${BASE}/disable`, { password }),
    onSuccess: refresh,
  });
}

export function useRenewRecoveryCodes() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (password: string) =>
      api.post(`${BASE}/recovery-codes`, { password }, { schema: RecoveryCodesSchema }),
    onSuccess: refresh,
  });
}
