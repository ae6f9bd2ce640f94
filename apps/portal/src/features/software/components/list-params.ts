import type { SoftwareListQuery } from '@toolbox/domain';

/** Whether any filter (search, category, machine) narrows the list. */
export function hasFilters(query: SoftwareListQuery): boolean {
  return Boolean(query.search || query.category || query.machineId);
}

/** The order a column starts in when first chosen: names A–Z, newest versions and uploads first. */
export function firstOrder(sort: SoftwareListQuery['sort']): SoftwareListQuery['order'] {
  return sort === 'name' ? 'asc' : 'desc';
}
