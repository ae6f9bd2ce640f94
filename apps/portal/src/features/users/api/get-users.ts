import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, User, UserListQuery } from '@toolbox/domain';
import { pageSchema, UserSchema } from '@toolbox/domain';
import { api } from '@toolbox/web/api-client';
import { userKeys } from './user-cache';

const UserPageSchema = pageSchema(UserSchema);

/** GET /api/v1/users (admins): one page of users, filtered and sorted. */
export const getUsers = (query: UserListQuery, signal?: AbortSignal): Promise<Page<User>> =>
  api.get('/api/v1/users', {
    schema: UserPageSchema,
    query: { ...query },
    ...(signal ? { signal } : {}),
  });

export const usersQueryOptions = (query: UserListQuery) =>
  queryOptions({
    queryKey: userKeys.list(query),
    queryFn: ({ signal }) => getUsers(query, signal),
    // Keep the current rows on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  });

export function useUsers(query: UserListQuery) {
  return useQuery(usersQueryOptions(query));
}
