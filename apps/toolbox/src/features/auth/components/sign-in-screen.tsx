import {
  Alert,
  Anchor,
  Button,
  Center,
  Checkbox,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@toolbox/client/http';
import { LOGIN_REENABLE_MS, messages, portalLoginMessage } from '@toolbox/domain';
import { AlertCircle, MailCheck } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { sessionApi } from '@toolbox/web/api-client';
import { takeLoginNotice } from '@/lib/login-notice';
import { flushActivity } from '@/lib/offline/activity-queue';
import { rememberUser } from '@/lib/session';
import { paths } from '@/paths';

function failureMessage(error: unknown): string {
  if (isApiError(error) && !error.hasServerMessage && error.status !== 0) {
    return portalLoginMessage(null);
  }
  return portalLoginMessage(error);
}

/** Where to go after signing in: the page the guard remembered, inside the toolbox. */
function target(state: unknown): string {
  const from = (state as { from?: { pathname?: unknown; search?: unknown } } | null)?.from;
  const path = typeof from?.pathname === 'string' ? from.pathname : '/';
  const search = typeof from?.search === 'string' ? from.search : '';
  return path.startsWith('/') && !path.startsWith('//') && path !== paths.login()
    ? `${path}${search}`
    : '/';
}

/** Sign-in for engineers (SPEC.md §2 Login screen, §5 and §8's messages). */
export function SignInScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(true);
  const [notice] = useState(takeLoginNotice);
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [canReset, setCanReset] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setInfo(null);
    if (!email.trim() || !password) {
      setError(messages.login.missingCredentials);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const user = await sessionApi.signIn({ email: email.trim(), password, rememberMe });
      rememberUser(user);
      queryClient.setQueryData(['session'], user);
      // Views this engineer made offline before the session ended are sent now.
      void flushActivity();
      await navigate(target(location.state), { replace: true });
    } catch (failure) {
      setError(failureMessage(failure));
      setCanReset(true);
      timer.current = setTimeout(() => setBusy(false), LOGIN_REENABLE_MS);
    }
  };

  const onForgotPassword = async () => {
    if (!email.trim()) {
      setInfo(null);
      setError(messages.login.missingResetEmail);
      return;
    }
    // SPEC.md §8: the same answer whatever happened.
    await sessionApi.requestPasswordReset(email.trim()).catch(() => undefined);
    setError(null);
    setInfo(messages.login.resetSent);
  };

  const change = (setter: (value: string) => void, other: string) => (value: string) => {
    setter(value);
    if (!value && !other) setCanReset(false);
  };

  return (
    <Center mih="100dvh" p="md" bg="brand.8">
      <Stack w="100%" maw={420} gap="md">
        <Stack gap={4} c="white" ta="center">
          <Title order={1} fz={32}>
            Toolbox
          </Title>
          <Text c="brand.0">{messages.toolbox.tagline}</Text>
        </Stack>
        <Paper p="lg" radius="lg" shadow="md">
          <form onSubmit={(event) => void onSubmit(event)} noValidate>
            <Stack gap="md">
              <Title order={2} fz="h3">
                Sign in
              </Title>
              {notice && (
                <Alert color="orange" variant="light" role="alert">
                  {notice}
                </Alert>
              )}
              {error && (
                <Alert color="red" variant="light" icon={<AlertCircle size={18} />} role="alert">
                  {error}
                </Alert>
              )}
              {info && (
                <Alert color="brand" variant="light" icon={<MailCheck size={18} />} role="status">
                  {info}
                </Alert>
              )}
              <TextInput
                label="Email"
                type="email"
                autoComplete="username"
                size="md"
                value={email}
                onChange={(e) => change(setEmail, password)(e.currentTarget.value)}
              />
              <PasswordInput
                label="Password"
                autoComplete="current-password"
                size="md"
                visibilityToggleButtonProps={{ 'aria-label': 'Show password' }}
                value={password}
                onChange={(e) => change(setPassword, email)(e.currentTarget.value)}
              />
              <Group justify="space-between">
                <Checkbox
                  label="Remember me"
                  checked={rememberMe}
                  onChange={(e) => setRememberMe(e.currentTarget.checked)}
                />
                {canReset && (
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    onClick={() => void onForgotPassword()}
                  >
                    Forgot password?
                  </Anchor>
                )}
              </Group>
              <Button type="submit" fullWidth size="lg" disabled={busy}>
                {busy ? 'Signing in...' : 'Sign In'}
              </Button>
            </Stack>
          </form>
        </Paper>
        <Group gap="lg" justify="center">
          <Anchor href="/app/privacy" size="sm" c="white">
            Privacy
          </Anchor>
          <Anchor href="/app/data-disclosure" size="sm" c="white">
            Data disclosure
          </Anchor>
        </Group>
      </Stack>
    </Center>
  );
}
