// Mantine's whole sheet, in its cascade layer (the first page loads only its own share).
import '@mantine/core/styles.layer.css';
import { Anchor, Box, Container, Group, Text, UnstyledButton } from '@mantine/core';
import { messages } from '@toolbox/domain';
import { CloudOff, FileText, HardDriveDownload, Home, Package, Wrench } from 'lucide-react';
import { Suspense, useEffect } from 'react';
import { MAIN_ID, SkipLink, useFocusPageHeading } from '@toolbox/web/page-focus';
import { NavLink, Outlet, Link, useLocation } from 'react-router';
import { LegalLinks } from '@/components/legal-links';
import { LoadingPanel } from '@/components/loading-panel';
import { setUpNotifications } from '@/lib/push';
import { useSession } from '@/lib/session';
import { useOnline } from '@/lib/use-online';
import { AccountMenu } from './account-menu';
import classes from './app-shell.module.css';
import { LiveNotifications } from './live-notifications';
import { NotificationPromptBar } from './notification-prompt-bar';
import { paths } from '@/paths';

const NAV = [
  { to: '/', label: 'Home', icon: Home, end: true },
  { to: paths.machines(), label: 'Machines', icon: Wrench, end: false },
  { to: paths.documents(), label: 'Documents', icon: FileText, end: false },
  { to: paths.softwareList(), label: 'Software', icon: Package, end: false },
  { to: paths.offline(), label: 'Offline', icon: HardDriveDownload, end: false },
];

/** The signed-in frame: a header, the page, the offline banner and a bottom bar for the thumb. */
export function AppShell() {
  const online = useOnline();
  useFocusPageHeading(useLocation().pathname);
  const { data: user } = useSession();

  useEffect(() => {
    if (user && online) void setUpNotifications(user.id);
  }, [user, online]);

  return (
    <Box className={classes.frame}>
      <SkipLink />
      <header className={classes.header}>
        <Container size="md" px="md">
          <Group justify="space-between" h={52} wrap="nowrap">
            <Anchor
              component={Link}
              to={paths.home()}
              underline="never"
              c="inherit"
              fw={700}
              fz="lg"
              style={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
            >
              Toolbox
            </Anchor>
            <AccountMenu />
          </Group>
        </Container>
      </header>
      {!online && (
        <Box role="status" className={classes.offline} data-testid="offline-banner">
          <Container size="md" px="md">
            <Group gap="xs" wrap="nowrap" py={6}>
              <CloudOff size={18} aria-hidden />
              <Text size="sm">{messages.toolbox.offlineBanner}</Text>
            </Group>
          </Container>
        </Box>
      )}
      {online && user && <NotificationPromptBar userId={user.id} />}
      {online && <LiveNotifications />}
      <Container
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        size="md"
        px="md"
        py="md"
        className={classes.main}
      >
        <Suspense fallback={<LoadingPanel />}>
          <Outlet />
        </Suspense>
      </Container>
      <footer className={classes.legal}>
        <Container size="md" px="md">
          <LegalLinks size="xs" color="dimmed" gap="md" />
        </Container>
      </footer>
      <nav aria-label="Main" className={classes.nav}>
        {NAV.map(({ to, label, icon: Icon, end }) => (
          <UnstyledButton
            key={to}
            component={NavLink}
            to={to}
            end={end}
            className={classes.navItem}
          >
            <Icon size={22} aria-hidden />
            <span className={classes.navLabel}>{label}</span>
          </UnstyledButton>
        ))}
      </nav>
    </Box>
  );
}
