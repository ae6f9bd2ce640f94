import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { sessionApi } from '@toolbox/web/api-client';
import { rememberUser } from '@/lib/session';
import { paths } from '@/paths';

/**
 * Signs the engineer out of this device: the server's session ends (a failure is only logged,
 * docs/product.md#sign-out), the device forgets the user and every cached answer, and the app
 * goes to the sign-in screen.
 */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await sessionApi.signOut();
    } catch (error) {
      console.error(error);
    }
    rememberUser(null);
    queryClient.clear();
    await navigate(paths.login(), { replace: true });
  }, [navigate, queryClient]);
}
