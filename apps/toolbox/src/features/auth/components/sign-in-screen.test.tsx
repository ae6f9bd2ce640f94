import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser } from '@toolbox/client/test/fixtures';
import { messages } from '@toolbox/domain';
import { stubApi } from '@toolbox/web/test/stub-api';
import { describe, expect, it } from 'vitest';
import { setLoginNotice } from '@/lib/login-notice';
import { lastKnownUser } from '@/lib/session';
import { landing, renderScreen } from '@/test/render';
import { SignInScreen } from './sign-in-screen';

const engineer = makeUser();

function renderSignIn(from?: string) {
  return renderScreen(
    [{ path: '/login', Component: SignInScreen }, landing('/'), landing('/machines/m1')],
    {
      initialEntries: [{ pathname: '/login', state: from ? { from: { pathname: from } } : null }],
    },
  );
}

const submit = () => screen.getByRole('button', { name: /^(Sign In|Signing in\.\.\.)$/ });
const forgot = () => screen.queryByRole('button', { name: 'Forgot password?' });

describe('SignInScreen', () => {
  it('asks for both fields before calling the server', async () => {
    const user = userEvent.setup();
    const api = stubApi({});
    renderSignIn();

    await user.type(screen.getByLabelText('Email'), 'eng@toolbox.test');
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.login.missingCredentials);
    expect(api.requests).toHaveLength(0);
    expect(forgot()).not.toBeInTheDocument();
  });

  it('signs in, remembers the engineer and opens the page the guard remembered', async () => {
    const user = userEvent.setup();
    const api = stubApi({ 'POST /api/v1/auth/sign-in': { status: 200, body: { user: engineer } } });
    renderSignIn('/machines/m1');

    await user.type(screen.getByLabelText('Email'), '  eng@toolbox.test ');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'secret');
    await user.click(submit());

    expect(
      await screen.findByRole('heading', { name: 'Landed on /machines/m1' }),
    ).toBeInTheDocument();
    expect(api.requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/v1/auth/sign-in',
      body: { email: 'eng@toolbox.test', password: 'secret', rememberMe: true },
    });
    expect((await lastKnownUser())?.id).toBe('user-1');
  });

  it('shows the refusal, pauses the button and offers a reset that answers the same either way', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'POST /api/v1/auth/sign-in': {
        status: 401,
        body: { code: 'invalid-credential', message: messages.login.invalidCredential },
      },
      'POST /api/v1/auth/password-reset': { status: 500, body: { code: 'internal', message: 'x' } },
    });
    renderSignIn();

    await user.type(screen.getByLabelText('Email'), 'eng@toolbox.test');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'wrong');
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.login.invalidCredential);
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();

    await user.click(forgot()!);
    expect(await screen.findByRole('status')).toHaveTextContent(messages.login.resetSent);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.requests.at(-1)).toMatchObject({
      path: '/api/v1/auth/password-reset',
      body: { email: 'eng@toolbox.test' },
    });
  });

  it('hides "Forgot password?" again once both fields are emptied', async () => {
    const user = userEvent.setup();
    stubApi({
      'POST /api/v1/auth/sign-in': {
        status: 401,
        body: { code: 'invalid-credential', message: 'No' },
      },
    });
    renderSignIn();

    await user.type(screen.getByLabelText('Email'), 'e@t.test');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'p');
    await user.click(submit());
    await waitFor(() => expect(forgot()).toBeInTheDocument());

    await user.clear(screen.getByLabelText('Email'));
    expect(forgot()).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Password', { exact: true }));
    expect(forgot()).not.toBeInTheDocument();
  });

  it('names its password toggle by what it does: Show password, then Hide password', async () => {
    const user = userEvent.setup();
    stubApi({});
    renderSignIn();
    const password = screen.getByLabelText('Password', { exact: true });

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('shows once why the last session ended', () => {
    stubApi({});
    setLoginNotice('Your session ended.');
    renderSignIn();
    expect(screen.getByRole('alert')).toHaveTextContent('Your session ended.');
  });

  // A server without mail does not pretend a reset e-mail went out, and SPEC's sentence stands.
  it('keeps SPEC’s sentence when the server has no mail, adding that no e-mail will arrive', async () => {
    const user = userEvent.setup();
    stubApi({
      'POST /api/v1/auth/sign-in': {
        status: 401,
        body: { code: 'invalid-credential', message: messages.login.invalidCredential },
      },
      'POST /api/v1/auth/password-reset': {
        status: 200,
        body: { message: messages.login.resetSent, mailConfigured: false },
      },
    });
    renderSignIn();
    await user.type(screen.getByLabelText('Email'), 'eng@toolbox.test');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'wrong');
    await user.click(submit());
    await waitFor(() => expect(forgot()).toBeInTheDocument());
    await user.click(forgot()!);

    expect(await screen.findByText(messages.login.resetSent)).toBeVisible();
    expect(screen.getByText(messages.login.resetMailNotConfigured)).toBeVisible();
    expect(document.body).not.toHaveTextContent('npm run admin');
  });
});
