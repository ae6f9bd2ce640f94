import { UserListQuery } from '@toolbox/domain';
import { describe, expect, it } from 'vitest';
import { parseListParams } from '../../../lib/use-list-params';
import { hasFilters } from './list-params';

describe('users list filters', () => {
  it('counts no filter in the defaults, nor in paging and sorting', () => {
    expect(hasFilters(parseListParams(UserListQuery, new URLSearchParams()))).toBe(false);
    const sorted = new URLSearchParams('page=2&pageSize=50&sort=email&order=asc');
    expect(hasFilters(parseListParams(UserListQuery, sorted))).toBe(false);
  });

  it.each(['search=dana', 'role=Admin', 'team=North', 'status=disabled'])('counts %s', (text) => {
    expect(hasFilters(parseListParams(UserListQuery, new URLSearchParams(text)))).toBe(true);
  });
});
