// Mantine's whole sheet, in its cascade layer (the first page loads only its own share).
import '@mantine/core/styles.layer.css';
import { Button, Paper, Stack, Text } from '@mantine/core';
import { LOGOUT_DELAY_MS, messages, portalAccess } from '@toolbox/domain';
import { LogOut, ShieldX, Wrench } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { BrandMark } from '../../components/brand-mark';
import { useRecordAccessDenied } from '../../features/auth/api/record-access-denied';
import { AccessDeniedNotice } from '../../features/auth/components/access-denied-notice';
import { useSession } from '../../lib/auth/session-query';
import { useLogout } from '../../lib/auth/use-logout';
import { FullScreen, StopHeading } from '../layout/full-screen-notice';

function attemptedPath(state: unknown): string {
  const pathname = (state as { from?: { pathname?: unknown } } | null)?.from?.pathname;
  return typeof pathname === 'string' ? pathname : '/unauthorized';
}

export function Component() {
  const location = useLocation();
  const { data: user } = useSession();
  const access = portalAccess(user);
  // Only a refused person's attempt is logged: someone the portal lets in was refused nothing.
  const { data: record } = useRecordAccessDenied(
    attemptedPath(location.state),
    access === 'unauthorized',
  );
  const logout = useLogout();
  const [signingOut, setSigningOut] = useState(false);
  if (access === 'allowed') return <Navigate to="/dashboard" replace />;

  const signOut = async () => {
    setSigningOut(true);
    await logout({ delayMs: LOGOUT_DELAY_MS });
  };

  return (
    <FullScreen>
      <Stack w="100%" maw={540} gap="lg" align="center">
        <BrandMark subtitle="Admin portal" />
        <Paper withBorder shadow="sm" p="xl" w="100%">
          <Stack gap="lg">
            <Stack gap="xs" align="center" ta="center">
              <StopHeading icon={ShieldX}>{messages.shell.accessDenied}</StopHeading>
              <Text c="dimmed">{messages.shell.accessDeniedDetail}</Text>
            </Stack>
            {user && access === 'unauthorized' ? (
              <AccessDeniedNotice user={user} record={record} />
            ) : null}
            <Stack gap={6} align="center">
              <Text size="sm" c="dimmed">
                {messages.shell.toolboxHint}
              </Text>
              <Button
                component="a"
                href="/toolbox/"
                fullWidth
                size="md"
                leftSection={<Wrench size={16} aria-hidden />}
              >
                {messages.shell.openToolbox}
              </Button>
            </Stack>
            <Button
              fullWidth
              size="md"
              variant="default"
              leftSection={<LogOut size={16} aria-hidden />}
              onClick={() => void signOut()}
              disabled={signingOut}
            >
              {signingOut ? 'Signing Out...' : 'Sign Out'}
            </Button>
          </Stack>
        </Paper>
      </Stack>
    </FullScreen>
  );
}
