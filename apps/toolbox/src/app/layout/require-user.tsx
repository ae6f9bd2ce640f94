import { useQueryClient } from '@tanstack/react-query';
import { API_ERROR_CODES, messages, SESSION_TIMEOUT_MS } from '@toolbox/domain';
import { useInactivityTimeout } from '@toolbox/web/inactivity';
import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { setUnauthenticatedListener } from '@toolbox/web/api-client';
import { FullScreenLoader } from '@/components/loading-panel';
import { setLoginNotice } from '@/lib/login-notice';
import { rememberUser, useSession } from '@/lib/session';
import { paths } from '@/paths';

// Only for an engineer with a temporary password: not on a signed-out first page.
const ChoosePasswordScreen = lazy(() =>
  import('@/features/auth/components/choose-password-screen').then((module) => ({
    default: module.ChoosePasswordScreen,
  })),
);

const TwoFactorRequiredScreen = lazy(() =>
  import('@/features/auth/components/two-factor-required-screen').then((module) => ({
    default: module.TwoFactorRequiredScreen,
  })),
);

const loadSignOut = () => import('@/lib/sign-out');

/**
 * The toolbox's guard: any active signed-in user may enter (docs/product.md#toolbox-access leaves
 * the engineers' permissions to the toolbox; the server enforces them). A lost session, a refused
 * account or 30 minutes without use while the app is on screen (docs/product.md#session-timeout)
 * lead to the sign-in screen.
 */
export function RequireUser() {
  const { data: user, isPending } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(
    () =>
      setUnauthenticatedListener((error) => {
        if (error.code === API_ERROR_CODES.accountDisabled)
          setLoginNotice(messages.login.accountDisabled);
        else if (error.code === API_ERROR_CODES.accountInactive)
          setLoginNotice(messages.login.accountDeactivated);
        rememberUser(null);
        queryClient.setQueryData(['session'], null);
      }),
    [queryClient],
  );

  // Loaded once someone is signed in (not on a signed-out first page), so that the idle sign-out
  // is at hand when it is due, with signal or without.
  useEffect(() => {
    if (user) void loadSignOut().catch(() => undefined);
  }, [user]);

  useInactivityTimeout(
    () => {
      setLoginNotice(messages.login.sessionExpired);
      void loadSignOut().then(
        ({ signOutIdle }) => signOutIdle(queryClient),
        // Its code could not be had: the session is forgotten here all the same.
        () => {
          rememberUser(null);
          queryClient.setQueryData(['session'], null);
        },
      );
      void navigate(paths.login(), { replace: true });
    },
    { timeoutMs: SESSION_TIMEOUT_MS, enabled: Boolean(user), onlyWhileVisible: true },
  );

  if (isPending) return <FullScreenLoader />;
  // By the data, not the error: a failed re-check keeps the user it had (issue #17 item 5).
  if (!user) return <Navigate to={paths.login()} replace state={{ from: location }} />;
  // A temporary password is replaced before anything else (docs/product.md#account-recovery).
  if (user.mustChangePassword)
    return (
      <Suspense fallback={<FullScreenLoader />}>
        <ChoosePasswordScreen email={user.email} />
      </Suspense>
    );
  // An administrator held to setting up two-factor sign-in does it in the portal (decision 030).
  if (user.twoFactorSetupRequired)
    return (
      <Suspense fallback={<FullScreenLoader />}>
        <TwoFactorRequiredScreen email={user.email} />
      </Suspense>
    );
  return <Outlet />;
}
