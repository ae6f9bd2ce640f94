import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  PasswordInput,
  Stack,
  TextInput,
} from '@mantine/core';
import { LOGIN_REENABLE_MS, messages, SignInInput } from '@toolbox/domain';
import { AlertCircle, Clock, MailCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { redirectTarget } from '../../../lib/auth/redirect-target';
import { useLoginNotice } from '../../../lib/auth/use-login-notice';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { useSignIn } from '../api/sign-in';
import { loginFailureMessage } from './login-failure-message';
import { FormErrorAlert } from '../../../components/form-error-alert';

type FormInput = z.input<typeof SignInInput>;
type FormOutput = z.output<typeof SignInInput>;

/** The sign-in form (docs/product.md#login-screen, #login-validation and #login-errors). */
export function LoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const signIn = useSignIn();
  const passwordReset = useRequestPasswordReset();
  const { notice, dismiss: dismissNotice } = useLoginNotice();

  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [canResetPassword, setCanResetPassword] = useState(false);
  const reenableTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(reenableTimer.current), []);

  const { register, handleSubmit, getValues } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(SignInInput),
    defaultValues: { email: '', password: '', rememberMe: false },
  });

  // The Forgot password link goes away again once both fields are emptied.
  const hideResetWhenEmpty = () => {
    const { email, password } = getValues();
    if (!email && !password) setCanResetPassword(false);
  };

  const onValid = async (values: FormOutput) => {
    setError(null);
    setInfo(null);
    dismissNotice();
    setIsBusy(true);
    try {
      await signIn.mutateAsync(values);
      await navigate(redirectTarget(location.state), { replace: true });
    } catch (failure) {
      setError(loginFailureMessage(failure));
      setCanResetPassword(true);
      reenableTimer.current = setTimeout(() => setIsBusy(false), LOGIN_REENABLE_MS);
    }
  };

  const onInvalid = () => {
    setInfo(null);
    setError(messages.login.missingCredentials);
  };

  const onForgotPassword = async () => {
    const email = getValues('email').trim();
    if (!email) {
      setInfo(null);
      setError(messages.login.missingResetEmail);
      return;
    }
    await passwordReset.mutateAsync(email);
    setError(null);
    setInfo(messages.login.resetSent);
  };

  return (
    <form onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)} noValidate>
      <Stack gap="md">
        {notice ? (
          <Alert
            color={notice.kind === 'expired' ? 'orange' : 'red'}
            variant="light"
            icon={notice.kind === 'expired' ? <Clock size={18} /> : <AlertCircle size={18} />}
            role="alert"
          >
            {notice.message}
          </Alert>
        ) : null}
        <FormErrorAlert message={error} />
        {info ? (
          <Alert color="brand" variant="light" icon={<MailCheck size={18} />} role="status">
            {info}
          </Alert>
        ) : null}

        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          placeholder="you@company.com"
          {...register('email', { onChange: hideResetWhenEmpty })}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          placeholder="Your password"
          visibilityToggleFocusable
          visibilityToggleButtonProps={{ 'aria-label': 'Show password' }}
          {...register('password', { onChange: hideResetWhenEmpty })}
        />
        <Group justify="space-between" align="center">
          <Checkbox label="Remember me" {...register('rememberMe')} />
          {canResetPassword ? (
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => void onForgotPassword()}
              disabled={passwordReset.isPending}
            >
              Forgot password?
            </Anchor>
          ) : null}
        </Group>
        <Button type="submit" fullWidth size="md" disabled={isBusy}>
          {isBusy ? 'Signing in...' : 'Sign In'}
        </Button>
      </Stack>
    </form>
  );
}
