import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOGIN_REENABLE_MS, messages, SESSION_EXPIRED_BANNER_MS } from '@toolbox/domain';
import { describe, expect, it, vi } from 'vitest';
import { SESSION_EXPIRED_NOTICE, setLoginNotice } from '../../../lib/auth/login-notice';
import { makeUser } from '../../../test/fixtures';
import { probe, renderRoutes } from '../../../test/render';
import { deferred, stubApi } from '@toolbox/web/test/stub-api';
import type { Reply } from '@toolbox/web/test/stub-api';
import { readJson, storageKeys, writeJson } from '@toolbox/web/storage';
import { LoginForm } from './login-form';

const refused: Reply = {
  status: 401,
  body: { code: 'invalid-credential', message: messages.login.invalidCredential },
};

function renderLogin(from?: string) {
  return renderRoutes(
    [
      { path: '/login', Component: LoginForm },
      probe('/dashboard', 'Dashboard page'),
      probe('/documents/42', 'Document page'),
    ],
    { initialEntries: [{ pathname: '/login', state: from ? { from: { pathname: from } } : null }] },
  );
}

const emailField = () => screen.getByLabelText('Email');
const passwordField = () => screen.getByLabelText('Password');
const submitButton = () => screen.getByRole('button', { name: /^(Sign In|Signing in\.\.\.)$/ });
const forgotLink = () => screen.queryByRole('button', { name: /forgot password/i });

describe('LoginForm', () => {
  it('asks for both email and password before calling the server', async () => {
    const user = userEvent.setup();
    const api = stubApi({});
    renderLogin();

    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.login.missingCredentials);

    await user.type(emailField(), 'ada@toolbox.test');
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.login.missingCredentials);
    expect(api.requests).toHaveLength(0);
    expect(forgotLink()).not.toBeInTheDocument();
  });

  it('has an email field, a password toggle and remember me', async () => {
    const user = userEvent.setup();
    renderLogin();

    expect(emailField()).toHaveAttribute('type', 'email');
    expect(passwordField()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(passwordField()).toHaveAttribute('type', 'text');
    // The toggle's name says what it does now.
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(passwordField()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
  });

  it('signs in and goes to the page originally requested', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'POST /api/v1/auth/sign-in': { status: 200, body: { user: makeUser() } },
    });
    renderLogin('/documents/42');

    await user.type(emailField(), 'ada@toolbox.test');
    await user.type(passwordField(), 'secret');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(submitButton());

    expect(await screen.findByRole('heading', { name: 'Document page' })).toBeInTheDocument();
    expect(api.requests[0]).toEqual({
      method: 'POST',
      path: '/api/v1/auth/sign-in',
      body: {
        email: 'ada@toolbox.test',
        password: 'secret',
        rememberMe: true,
      },
    });
  });

  it('goes to /dashboard when no page was requested', async () => {
    const user = userEvent.setup();
    stubApi({ 'POST /api/v1/auth/sign-in': { status: 200, body: { user: makeUser() } } });
    renderLogin();

    await user.type(emailField(), 'ada@toolbox.test');
    await user.type(passwordField(), 'secret');
    await user.click(submitButton());

    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  it('reads Signing in... while busy', async () => {
    const user = userEvent.setup();
    const answer = deferred<Reply>();
    stubApi({ 'POST /api/v1/auth/sign-in': () => answer.promise });
    renderLogin();

    await user.type(emailField(), 'ada@toolbox.test');
    await user.type(passwordField(), 'secret');
    await user.click(submitButton());

    expect(submitButton()).toHaveTextContent('Signing in...');
    expect(submitButton()).toBeDisabled();
    answer.resolve({ status: 200, body: { user: makeUser() } });
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  it("shows the server's message and re-enables the button 0.8 s after a failure", async () => {
    vi.useFakeTimers();
    stubApi({ 'POST /api/v1/auth/sign-in': refused });
    renderLogin();

    fireEvent.change(emailField(), { target: { value: 'ada@toolbox.test' } });
    fireEvent.change(passwordField(), { target: { value: 'wrong' } });
    fireEvent.click(submitButton());
    await act(() => vi.advanceTimersByTimeAsync(20));

    expect(screen.getByRole('alert')).toHaveTextContent(messages.login.invalidCredential);
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveTextContent('Signing in...');

    await act(() => vi.advanceTimersByTimeAsync(LOGIN_REENABLE_MS - 100));
    expect(submitButton()).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(120));
    expect(submitButton()).toBeEnabled();
    expect(submitButton()).toHaveTextContent('Sign In');
  });

  it('shows the lockout (429) like any other refusal', async () => {
    const user = userEvent.setup();
    stubApi({
      'POST /api/v1/auth/sign-in': {
        status: 429,
        body: { code: 'too-many-requests', message: messages.login.tooManyAttempts },
      },
    });
    renderLogin();

    await user.type(emailField(), 'ada@toolbox.test');
    await user.type(passwordField(), 'secret');
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.login.tooManyAttempts);
    await waitFor(() => expect(forgotLink()).toBeInTheDocument());
  });

  it('falls back to the portal message when the error has none of its own', async () => {
    const user = userEvent.setup();
    stubApi({ 'POST /api/v1/auth/sign-in': { status: 502 } });
    renderLogin();

    await user.type(emailField(), 'ada@toolbox.test');
    await user.type(passwordField(), 'secret');
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.login.portalFallback);
  });

  it('shows Forgot password only after a failed sign-in, until both fields are emptied', async () => {
    const user = userEvent.setup();
    stubApi({ 'POST /api/v1/auth/sign-in': refused });
    renderLogin();

    await user.type(emailField(), 'ada@toolbox.test');
    await user.type(passwordField(), 'wrong');
    expect(forgotLink()).not.toBeInTheDocument();
    await user.click(submitButton());
    await waitFor(() => expect(forgotLink()).toBeInTheDocument());

    await user.clear(emailField());
    expect(forgotLink()).toBeInTheDocument();
    await user.clear(passwordField());
    expect(forgotLink()).not.toBeInTheDocument();
  });

  it('asks for an email before sending a reset, and then always says it was sent', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'POST /api/v1/auth/sign-in': refused,
      'POST /api/v1/auth/password-reset': { status: 500, body: { code: 'internal', message: 'x' } },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderLogin();

    await user.type(emailField(), 'ada@toolbox.test');
    await user.type(passwordField(), 'wrong');
    await user.click(submitButton());
    await waitFor(() => expect(forgotLink()).toBeInTheDocument());

    await user.clear(emailField());
    await user.click(forgotLink()!);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.login.missingResetEmail);

    await user.type(emailField(), 'ada@toolbox.test');
    await user.click(forgotLink()!);
    expect(await screen.findByRole('status')).toHaveTextContent(messages.login.resetSent);
    expect(api.requests.at(-1)).toEqual({
      method: 'POST',
      path: '/api/v1/auth/password-reset',
      body: { email: 'ada@toolbox.test' },
    });
  });

  it('shows the session-expired warning for 5 seconds', async () => {
    vi.useFakeTimers();
    setLoginNotice(SESSION_EXPIRED_NOTICE);
    renderLogin();
    await act(() => vi.advanceTimersByTimeAsync(0));

    expect(screen.getByRole('alert')).toHaveTextContent(messages.login.sessionExpired);
    await act(() => vi.advanceTimersByTimeAsync(SESSION_EXPIRED_BANNER_MS - 10));
    expect(screen.getByRole('alert')).toHaveTextContent(messages.login.sessionExpired);
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows why the server refused the session, and does not clear it by time', async () => {
    vi.useFakeTimers();
    setLoginNotice({ kind: 'refused', message: messages.login.accountDeactivated });
    renderLogin();
    await act(() => vi.advanceTimersByTimeAsync(SESSION_EXPIRED_BANNER_MS * 2));

    expect(screen.getByRole('alert')).toHaveTextContent(messages.login.accountDeactivated);
  });

  // A server without mail does not pretend a reset e-mail went out, and shows no visitor a
  // server command: SPEC's sentence, then one line that no e-mail will arrive.
  it('keeps SPEC’s sentence when the server has no mail, adding that no e-mail will arrive', async () => {
    const user = userEvent.setup();
    stubApi({
      'POST /api/v1/auth/sign-in': refused,
      'POST /api/v1/auth/password-reset': {
        status: 200,
        body: { message: messages.login.resetSent, mailConfigured: false },
      },
    });
    renderLogin();
    await user.type(emailField(), 'ada@toolbox.test');
    await user.type(passwordField(), 'wrong');
    await user.click(submitButton());
    await waitFor(() => expect(forgotLink()).toBeInTheDocument());
    await user.click(forgotLink()!);

    expect(await screen.findByText(messages.login.resetSent)).toBeVisible();
    expect(screen.getByText(messages.login.resetMailNotConfigured)).toBeVisible();
    expect(document.body).not.toHaveTextContent('npm run admin');
  });

  // Issue #17 item 14: a new session sets notifications up again, and a sign-out the toolbox
  // could not send yet must not end it.
  it('starts the new session afresh: notification set-up again, no pending toolbox sign-out', async () => {
    const user = userEvent.setup();
    stubApi({ 'POST /api/v1/auth/sign-in': { status: 200, body: { user: makeUser() } } });
    writeJson(storageKeys.portal.notificationsSetUpFor, 'user-1');
    writeJson(storageKeys.toolbox.pendingSignOut, true);
    renderLogin();

    await user.type(emailField(), 'ada@toolbox.test');
    await user.type(passwordField(), 'secret');
    await user.click(submitButton());

    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(readJson(storageKeys.portal.notificationsSetUpFor)).toBeNull();
    expect(readJson(storageKeys.toolbox.pendingSignOut)).toBeNull();
  });
});
