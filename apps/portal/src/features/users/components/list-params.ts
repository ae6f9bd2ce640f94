import type { UserListQuery } from '@toolbox/domain';

/** Whether any filter (search, role, team, status) narrows the list. */
export function hasFilters(query: UserListQuery): boolean {
  return Boolean(query.search || query.role || query.team || query.status);
}
