import { describe, expect, it, vi } from 'vitest';
import { api, sessionApi, setUnauthenticatedListener } from './api-client';
import { stubApi } from './test/stub-api';

describe('the API client', () => {
  it('calls same-origin /api URLs', async () => {
    const { requests } = stubApi({ 'POST /api/v1/auth/sign-out': { status: 204 } });
    await sessionApi.signOut();
    expect(requests).toEqual([
      expect.objectContaining({ method: 'POST', path: '/api/v1/auth/sign-out' }),
    ]);
  });

  it('tells the one listener about a lost session, until it is unset', async () => {
    stubApi({
      'GET /api/v1/anything': {
        status: 401,
        body: { code: 'unauthenticated', message: 'Sign in.' },
      },
    });
    const listener = vi.fn();
    const unset = setUnauthenticatedListener(listener);
    await expect(api.get('/api/v1/anything')).rejects.toMatchObject({ status: 401 });
    expect(listener).toHaveBeenCalledWith(expect.objectContaining({ status: 401 }));

    unset();
    await expect(api.get('/api/v1/anything')).rejects.toMatchObject({ status: 401 });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps a newer listener when an older one is unset', async () => {
    stubApi({
      'GET /api/v1/anything': { status: 401, body: { code: 'unauthenticated', message: 'x' } },
    });
    const older = setUnauthenticatedListener(vi.fn());
    const newer = vi.fn();
    setUnauthenticatedListener(newer);
    older();
    await expect(api.get('/api/v1/anything')).rejects.toMatchObject({ status: 401 });
    expect(newer).toHaveBeenCalledTimes(1);
  });
});
