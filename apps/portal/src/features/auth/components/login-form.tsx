import { Alert, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { PasswordInput } from '@toolbox/web/password-input';
import { LOGIN_REENABLE_MS, messages } from '@toolbox/domain/plain';
import { needsSecondFactor } from '@toolbox/client/session';
import { ForgotPasswordLink, SignInButton } from '@toolbox/web/sign-in';
import { AlertCircle, Clock, MailCheck, MailX } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { redirectTarget } from '../../../lib/auth/redirect-target';
import { useLoginNotice } from '../../../lib/auth/use-login-notice';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { useSignIn } from '../api/sign-in';
import { loginFailureMessage } from './login-failure-message';
import type { Outcome } from '../../../components/form-error-alert';
import { OutcomeAlert } from '../../../components/form-error-alert';

type FormValues = { email: string; password: string; rememberMe: boolean; code?: string };

/** The sign-in form (docs/product.md#login-screen, #login-validation and #login-errors). */
export function LoginForm() {
  const { notice, dismiss: dismissNotice } = useLoginNotice();
  const [outcome, setOutcome] = useState<Outcome | NoMailOutcome | null>(null);
  const [values, setValues] = useState<FormValues>({ email: '', password: '', rememberMe: false });
  const [code, setCode] = useState('');
  const signIn = useSignInAttempt(setOutcome, dismissNotice);
  const forgotPassword = useForgotPassword(() => values.email, setOutcome);

  // The Forgot password link goes away again once both fields are emptied.
  const setText = (field: 'email' | 'password') => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.currentTarget.value };
    setValues(next);
    // Someone else's account: no code is asked for until its password says so.
    if (field === 'email' && signIn.needsCode) {
      signIn.setNeedsCode(false);
      setCode('');
    }
    if (!next.email && !next.password) signIn.setCanResetPassword(false);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // SignInInput's rules (packages/domain), checked here without loading zod; the server checks
    // the same schema again.
    const email = values.email.trim();
    if (!email || !values.password) return signIn.onInvalid();
    // The authenticator's code, once the server asked for it (decision 030).
    if (signIn.needsCode && !code.trim()) {
      return setOutcome({ ok: false, message: messages.twoFactor.codeRequired });
    }
    void signIn
      .onValid({
        email,
        password: values.password,
        rememberMe: values.rememberMe,
        ...(signIn.needsCode ? { code: code.trim() } : {}),
      })
      .then((failed) => failed && setCode(''));
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <LoginNoticeAlert notice={notice} />
        {outcome && 'noMail' in outcome ? <NoMailAlert /> : null}
        {outcome && !('noMail' in outcome) ? (
          <OutcomeAlert {...outcome} icon={outcome.ok ? <MailCheck size={18} /> : undefined} />
        ) : null}
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          placeholder="you@company.com"
          value={values.email}
          onChange={setText('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          placeholder="Your password"
          visibilityToggleFocusable
          value={values.password}
          onChange={setText('password')}
        />
        {signIn.needsCode ? (
          <TextInput
            label={messages.twoFactor.codeLabel}
            description={messages.twoFactor.codeRequired}
            autoComplete="one-time-code"
            maxLength={32}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            // Asked for now: the field the person needs next.
            autoFocus
          />
        ) : null}
        <Group justify="space-between" align="center">
          <Checkbox
            label="Remember me"
            checked={values.rememberMe}
            onChange={(event) => setValues({ ...values, rememberMe: event.currentTarget.checked })}
          />
          {signIn.canResetPassword ? (
            <ForgotPasswordLink
              onClick={() => void forgotPassword.request()}
              disabled={forgotPassword.isPending}
            />
          ) : null}
        </Group>
        <SignInButton busy={signIn.isBusy} size="md" />
      </Stack>
    </form>
  );
}

/** Why the user is here again: the session expired (orange) or the server refused it (red). */
function LoginNoticeAlert({ notice }: { notice: ReturnType<typeof useLoginNotice>['notice'] }) {
  if (!notice) return null;
  const expired = notice.kind === 'expired';
  return (
    <Alert
      color={expired ? 'orange' : 'red'}
      variant="light"
      icon={expired ? <Clock size={18} /> : <AlertCircle size={18} />}
      role="alert"
    >
      {notice.message}
    </Alert>
  );
}

/**
 * Signs in and goes where the user was headed. A refusal says why, offers Forgot password, and
 * keeps the button off for a moment (docs/product.md#login-errors).
 */
function useSignInAttempt(
  setOutcome: (outcome: Outcome | null) => void,
  dismissNotice: () => void,
) {
  const navigate = useNavigate();
  const location = useLocation();
  const signIn = useSignIn();
  const [isBusy, setIsBusy] = useState(false);
  const [canResetPassword, setCanResetPassword] = useState(false);
  const [needsCode, setNeedsCode] = useState(false);
  const reenableTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(reenableTimer.current), []);

  /** Signs in; answers whether it failed. */
  const onValid = async (values: FormValues): Promise<boolean> => {
    setOutcome(null);
    dismissNotice();
    setIsBusy(true);
    try {
      await signIn.mutateAsync(values);
      await navigate(redirectTarget(location.state), { replace: true });
      return false;
    } catch (failure) {
      // The password was right: the code field appears, and the button stays on.
      if (needsSecondFactor(failure)) {
        setNeedsCode(true);
        setIsBusy(false);
        return true;
      }
      setOutcome({ ok: false, message: loginFailureMessage(failure) });
      setCanResetPassword(true);
      reenableTimer.current = setTimeout(() => setIsBusy(false), LOGIN_REENABLE_MS);
      return true;
    }
  };
  const onInvalid = () => setOutcome({ ok: false, message: messages.login.missingCredentials });

  return {
    isBusy,
    canResetPassword,
    setCanResetPassword,
    needsCode,
    setNeedsCode,
    onValid,
    onInvalid,
  };
}

/** Forgot password on a server with no mail set up. */
type NoMailOutcome = { noMail: true };

/**
 * Forgot password: asks for the email first, then SPEC's sentence, the same for every address; on
 * a server without mail, a line beneath it that no e-mail will arrive
 * (docs/product.md#account-recovery).
 */
function useForgotPassword(
  email: () => string,
  setOutcome: (outcome: Outcome | NoMailOutcome) => void,
) {
  const passwordReset = useRequestPasswordReset();
  const request = async () => {
    const address = email().trim();
    if (!address) {
      setOutcome({ ok: false, message: messages.login.missingResetEmail });
      return;
    }
    const answer = await passwordReset.mutateAsync(address);
    setOutcome(
      answer.mailConfigured ? { ok: true, message: messages.login.resetSent } : { noMail: true },
    );
  };
  return { request, isPending: passwordReset.isPending };
}

/**
 * SPEC's sentence, and that no reset e-mail can arrive: ask an administrator. The server's console
 * command is for administrators, in Settings → System → E-mail, not for every visitor here.
 */
function NoMailAlert() {
  return (
    <Alert color="orange" variant="light" icon={<MailX size={18} />} role="alert">
      <Stack gap={6}>
        <Text size="sm">{messages.login.resetSent}</Text>
        <Text size="sm">{messages.login.resetMailNotConfigured}</Text>
      </Stack>
    </Alert>
  );
}
