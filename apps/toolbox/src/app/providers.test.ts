import { ApiError } from '@toolbox/client/http';
import { API_ERROR_CODES } from '@toolbox/domain';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './providers';

describe('the toolbox query client', () => {
  it('asks for the session again when the server holds an administrator to two-factor set-up', async () => {
    const client = createQueryClient();
    client.setQueryData(['session'], { id: 'u-1' });
    await client
      .fetchQuery({
        queryKey: ['documents', 'list'],
        queryFn: () =>
          Promise.reject(
            new ApiError({
              status: 403,
              code: API_ERROR_CODES.twoFactorSetupRequired,
              message: 'Set it up.',
            }),
          ),
        retry: false,
      })
      .catch(() => undefined);
    expect(client.getQueryState(['session'])?.isInvalidated).toBe(true);
  });

  it('leaves the session alone for any other refusal', async () => {
    const client = createQueryClient();
    client.setQueryData(['session'], { id: 'u-1' });
    await client
      .fetchQuery({
        queryKey: ['documents', 'list'],
        queryFn: () =>
          Promise.reject(new ApiError({ status: 403, code: 'permission-denied', message: 'No.' })),
        retry: false,
      })
      .catch(() => undefined);
    expect(client.getQueryState(['session'])?.isInvalidated).toBe(false);
  });
});
