// Mantine's whole sheet, in its cascade layer (the first page loads only its own share).
import '@mantine/core/styles.layer.css';
import { AppShell, Burger, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useInactivityTimeout } from '@toolbox/web/inactivity';
import { MAIN_ID, SkipLink, useFocusPageHeading } from '@toolbox/web/page-focus';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { BrandMark } from '../../components/brand-mark';
import { NotificationPromptBar } from '../../components/notification-prompt-bar';
import { SESSION_EXPIRED_NOTICE } from '../../lib/auth/login-notice';
import { useSession } from '../../lib/auth/session-query';
import { useLogout } from '../../lib/auth/use-logout';
import { LiveNotifications } from '../../lib/notifications/live-notifications';
import { setUpNotifications } from '../../lib/notifications/push-device';
import { Sidebar } from './sidebar';

/** The signed-in frame: dark sidebar (a burger menu on phones) and the page. */
export function Shell() {
  const [menuOpened, { toggle, close }] = useDisclosure(false);
  const logout = useLogout();

  const { data: user } = useSession();
  const userId = user?.id;
  useFocusPageHeading(useLocation().pathname);

  // An expired session, not a chosen sign-out: the next sign-in comes back here.
  useInactivityTimeout(() => void logout({ notice: SESSION_EXPIRED_NOTICE, returnHere: true }));
  useEffect(() => {
    if (userId) void setUpNotifications(userId);
  }, [userId]);

  return (
    <>
      <SkipLink />
      <AppShell
        header={{ height: { base: 56, sm: 0 } }}
        navbar={{ width: 264, breakpoint: 'sm', collapsed: { mobile: !menuOpened } }}
        padding={{ base: 'md', md: 'xl' }}
        bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))"
      >
        <AppShell.Header hiddenFrom="sm" px="md">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <BrandMark subtitle="Admin portal" />
            <Burger
              opened={menuOpened}
              onClick={toggle}
              size="sm"
              aria-label={menuOpened ? 'Close navigation' : 'Open navigation'}
            />
          </Group>
        </AppShell.Header>
        <Sidebar onNavigate={close} />
        <AppShell.Main id={MAIN_ID} tabIndex={-1}>
          {userId && <NotificationPromptBar userId={userId} />}
          <Outlet />
        </AppShell.Main>
        <LiveNotifications />
      </AppShell>
    </>
  );
}
