import { useMutation } from '@tanstack/react-query';
import { sessionApi } from '@toolbox/web/api-client';

/**
 * POST /api/v1/auth/change-password (any signed-in user) → 204; the user's other sessions end.
 * Fails with `wrong-password` or `password-does-not-meet-requirements`.
 */
export const changePassword = (input: { currentPassword: string; newPassword: string }) =>
  sessionApi.changePassword(input);

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
