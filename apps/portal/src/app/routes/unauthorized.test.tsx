import { act, fireEvent, screen } from '@testing-library/react';
import { LOGOUT_DELAY_MS, messages } from '@toolbox/domain';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../test/fixtures';
import { probe, renderRoutes } from '../../test/render';
import { stubApi } from '@toolbox/web/test/stub-api';
import { Component as Unauthorized } from './unauthorized';

const engineer = makeUser({
  email: 'eve@toolbox.test',
  displayName: 'Eve Engineer',
  role: 'Engineer',
});

describe('Unauthorized page', () => {
  it('logs the attempt once and shows what was logged', async () => {
    const api = stubApi({
      'GET /api/v1/auth/session': { status: 200, body: { user: engineer } },
      'POST /api/v1/auth/access-denied': {
        status: 201,
        body: { sessionId: 'a1b2c3d4', loggedAt: '2024-05-01T10:00:00.000Z' },
      },
    });
    renderRoutes([{ path: '/unauthorized', Component: Unauthorized }], {
      initialEntries: [{ pathname: '/unauthorized', state: { from: { pathname: '/dashboard' } } }],
    });

    expect(screen.getByRole('heading', { name: messages.shell.accessDenied })).toBeInTheDocument();
    expect(screen.getByText(messages.shell.accessDeniedDetail)).toBeInTheDocument();
    expect(await screen.findByText('a1b2c3d4')).toBeInTheDocument();
    const notice = screen.getByTestId('security-notice');
    expect(notice).toHaveTextContent('eve@toolbox.test');
    expect(notice).toHaveTextContent('Eve Engineer');
    expect(notice).toHaveTextContent('Engineer');
    expect(screen.getByRole('link', { name: messages.shell.openToolbox })).toHaveAttribute(
      'href',
      '/toolbox/',
    );
    const logged = api.requests.filter((r) => r.path === '/api/v1/auth/access-denied');
    expect(logged).toEqual([
      { method: 'POST', path: '/api/v1/auth/access-denied', body: { path: '/dashboard' } },
    ]);
  });

  it('logs nothing for an administrator who opens it, and takes them to the dashboard', async () => {
    const api = stubApi({
      'GET /api/v1/auth/session': {
        status: 200,
        body: { user: makeUser({ email: 'ada@toolbox.test', role: 'Admin' }) },
      },
      'POST /api/v1/auth/access-denied': {
        status: 201,
        body: { sessionId: 'never', loggedAt: '2024-05-01T10:00:00.000Z' },
      },
    });
    renderRoutes(
      [{ path: '/unauthorized', Component: Unauthorized }, probe('/dashboard', 'Dashboard')],
      { initialEntries: ['/unauthorized'] },
    );

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(api.requests.filter((r) => r.path === '/api/v1/auth/access-denied')).toEqual([]);
  });

  it('signs out, clears stored data, waits half a second and goes to /login', async () => {
    vi.useFakeTimers();
    const api = stubApi({
      'GET /api/v1/auth/session': { status: 200, body: { user: engineer } },
      'POST /api/v1/auth/access-denied': {
        status: 201,
        body: { sessionId: 'x', loggedAt: '2024-05-01T10:00:00.000Z' },
      },
      'POST /api/v1/auth/sign-out': { status: 204 },
    });
    window.localStorage.setItem('toolbox.portal.login-notice', '{}');
    window.localStorage.setItem('someone-else', 'kept');
    renderRoutes(
      [{ path: '/unauthorized', Component: Unauthorized }, probe('/login', 'Login page')],
      { initialEntries: ['/unauthorized'] },
    );
    await act(() => vi.advanceTimersByTimeAsync(10));

    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByRole('button', { name: 'Signing Out...' })).toBeDisabled();
    expect(api.requests.some((r) => r.path === '/api/v1/auth/sign-out')).toBe(true);
    expect(window.localStorage.getItem('toolbox.portal.login-notice')).toBeNull();
    expect(window.localStorage.getItem('someone-else')).toBe('kept');

    await act(() => vi.advanceTimersByTimeAsync(LOGOUT_DELAY_MS - 50));
    expect(screen.queryByRole('heading', { name: 'Login page' })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });
});
