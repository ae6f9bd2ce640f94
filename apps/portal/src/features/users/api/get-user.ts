import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserDetail } from '@toolbox/domain';
import { UserDetailSchema } from '@toolbox/domain';
import { z } from 'zod';
import { api } from '@toolbox/web/api-client';
import { userKeys, userPath } from './user-cache';

const UserDetailEnvelope = z.object({ user: UserDetailSchema }).transform(({ user }) => user);

/** GET /api/v1/users/:id: the profile with last activity, device and push details. */
export const getUser = (id: string, signal?: AbortSignal): Promise<UserDetail> =>
  api.get(userPath(id), { schema: UserDetailEnvelope, ...(signal ? { signal } : {}) });

export const userQueryOptions = (id: string) =>
  queryOptions({ queryKey: userKeys.detail(id), queryFn: ({ signal }) => getUser(id, signal) });

export function useUser(id: string) {
  return useQuery(userQueryOptions(id));
}
