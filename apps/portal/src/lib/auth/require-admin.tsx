import { useQueryClient } from '@tanstack/react-query';
import { portalAccess } from '@toolbox/domain';
import { lazy, Suspense, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingPanel } from '../../components/loading-panel';
import { useSession, wasSignedOutOnPurpose } from './session-query';

// Its form (react-hook-form, zod, the policy query) loads only for a user who needs it.
const ChoosePasswordScreen = lazy(() =>
  import('../../features/auth/components/choose-password-screen').then((module) => ({
    default: module.ChoosePasswordScreen,
  })),
);

const TwoFactorSetupScreen = lazy(() =>
  import('../../features/auth/components/two-factor-setup-screen').then((module) => ({
    default: module.TwoFactorSetupScreen,
  })),
);

/**
 * Guards the protected routes (docs/product.md#session): no session → /login, remembering where the
 * user was going, unless they signed out on purpose (docs/product.md#login-screen); a signed-in
 * non-admin → /unauthorized; an admin or a user with no role → in.
 * Whoever signed in with a temporary password chooses their own first, on the address they asked
 * for (docs/product.md#account-recovery).
 */
export function RequireAdmin() {
  const location = useLocation();
  const queryClient = useQueryClient();
  const { data: user, isPending } = useSession();
  const [holdingSetup, setHoldingSetup] = useState(false);

  if (isPending) return <LoadingPanel fullScreen />;
  if (user?.mustChangePassword)
    return (
      <Suspense fallback={<LoadingPanel fullScreen />}>
        <ChoosePasswordScreen email={user.email} />
      </Suspense>
    );
  // Administrators must use two-factor sign-in and this one has not set it up (decision 030).
  // The screen stays up until its recovery codes were seen, whatever the session says meanwhile.
  if (user?.twoFactorSetupRequired && !holdingSetup) setHoldingSetup(true);
  if (user && (user.twoFactorSetupRequired || holdingSetup))
    return (
      <Suspense fallback={<LoadingPanel fullScreen />}>
        <TwoFactorSetupScreen email={user.email} onDone={() => setHoldingSetup(false)} />
      </Suspense>
    );
  switch (portalAccess(user)) {
    case 'login':
      return (
        <Navigate
          to="/login"
          replace
          state={wasSignedOutOnPurpose(queryClient) ? null : { from: location }}
        />
      );
    case 'unauthorized':
      return <Navigate to="/unauthorized" replace state={{ from: location }} />;
    case 'allowed':
      return <Outlet />;
  }
}
