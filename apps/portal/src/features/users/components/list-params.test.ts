import { describe, expect, it } from 'vitest';
import { hasFilters, parseListParams, toListParams } from './list-params';

describe('users list parameters', () => {
  it('reads defaults from an empty query string and writes nothing back', () => {
    const query = parseListParams(new URLSearchParams());
    expect(query).toEqual({ page: 1, pageSize: 25, sort: 'createdAt', order: 'desc' });
    expect(toListParams(query).toString()).toBe('');
    expect(hasFilters(query)).toBe(false);
  });

  it('keeps the good values of a hand-edited link and drops the bad ones', () => {
    const query = parseListParams(
      new URLSearchParams(
        'page=0&pageSize=500&status=gone&sort=email&order=up&role=Admin&search=+',
      ),
    );
    expect(query).toEqual({
      page: 1,
      pageSize: 25,
      sort: 'email',
      order: 'desc',
      role: 'Admin',
    });
    expect(hasFilters(query)).toBe(true);
  });

  it('round-trips every field', () => {
    const text =
      'page=3&pageSize=50&search=dana&role=Admin&team=North&status=disabled&sort=team&order=asc';
    expect(toListParams(parseListParams(new URLSearchParams(text))).toString()).toBe(text);
  });
});
