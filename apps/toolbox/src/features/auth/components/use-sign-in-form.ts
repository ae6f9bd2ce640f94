import { LOGIN_REENABLE_MS, messages, type PasswordResetAnswer } from '@toolbox/domain';
import { needsSecondFactor } from '@toolbox/client/session';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { takeLoginNotice } from '@/lib/login-notice';
import { requestPasswordReset } from '../api/request-password-reset';
import { signInFailureMessage, useSignIn } from '../api/sign-in';
import { signInTarget } from './sign-in-target';

/**
 * The sign-in form's state and rules: required fields, the pause after a failure, the reset link
 * that appears once a sign-in failed and goes when both fields are emptied.
 */
export function useSignInForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(true);
  const [notice] = useState(takeLoginNotice);
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<PasswordResetAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  // The authenticator's code, once the server asked for it (decision 030).
  const [needsCode, setNeedsCode] = useState(false);
  const [code, setCode] = useState('');
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
    if (needsCode && !code.trim()) {
      setError(messages.twoFactor.codeRequired);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await signIn({
        email: email.trim(),
        password,
        rememberMe,
        ...(needsCode ? { code: code.trim() } : {}),
      });
      await navigate(signInTarget(location.state), { replace: true });
    } catch (failure) {
      setCode('');
      // The password was right: the code field appears, and the button stays on.
      if (needsSecondFactor(failure)) {
        setNeedsCode(true);
        setBusy(false);
        return;
      }
      setError(signInFailureMessage(failure));
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
    const answer = await requestPasswordReset(email.trim());
    setError(null);
    setInfo(answer);
  };

  const change = (setter: (value: string) => void, other: string) => (value: string) => {
    setter(value);
    if (!value && !other) setCanReset(false);
  };

  return {
    email,
    password,
    rememberMe,
    notice,
    error,
    info,
    busy,
    canReset,
    onEmail: (value: string) => {
      change(setEmail, password)(value);
      // Someone else's account: no code is asked for until its password says so.
      setNeedsCode(false);
      setCode('');
    },
    onPassword: change(setPassword, email),
    onRememberMe: setRememberMe,
    needsCode,
    code,
    onCode: setCode,
    onSubmit,
    onForgotPassword,
  };
}
