import { Checkbox, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { PasswordInput } from '@toolbox/web/password-input';
import { messages } from '@toolbox/domain/plain';
import { ForgotPasswordLink, SignInButton } from '@toolbox/web/sign-in';
import { SignInAlerts } from './sign-in-alerts';
import { useSignInForm } from './use-sign-in-form';

/** Email, password and "Remember me"; "Forgot password?" once a sign-in has failed. */
export function SignInForm() {
  const form = useSignInForm();
  return (
    <Paper p="lg" radius="lg" shadow="md">
      <form onSubmit={(event) => void form.onSubmit(event)} noValidate>
        <Stack gap="md">
          <Title order={2} fz="h3">
            Sign in
          </Title>
          <SignInAlerts notice={form.notice} error={form.error} info={form.info} />
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            size="md"
            value={form.email}
            onChange={(e) => form.onEmail(e.currentTarget.value)}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            size="md"
            value={form.password}
            onChange={(e) => form.onPassword(e.currentTarget.value)}
          />
          {form.needsCode && (
            <TextInput
              label={messages.twoFactor.codeLabel}
              description={messages.twoFactor.codeRequired}
              autoComplete="one-time-code"
              size="md"
              maxLength={32}
              value={form.code}
              onChange={(e) => form.onCode(e.currentTarget.value)}
              // Asked for now: the field the person needs next.
              autoFocus
            />
          )}
          <Group justify="space-between">
            <Checkbox
              label="Remember me"
              checked={form.rememberMe}
              onChange={(e) => form.onRememberMe(e.currentTarget.checked)}
            />
            {form.canReset && <ForgotPasswordLink onClick={() => void form.onForgotPassword()} />}
          </Group>
          <SignInButton busy={form.busy} size="lg" />
        </Stack>
      </form>
    </Paper>
  );
}
