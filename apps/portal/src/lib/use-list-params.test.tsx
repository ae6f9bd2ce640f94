import { act, renderHook } from '@testing-library/react';
import { DocumentListQuery, UserListQuery } from '@toolbox/domain';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { parseListParams, toListParams, useListParams, useListState } from './use-list-params';

const parse = (text: string) => parseListParams(UserListQuery, new URLSearchParams(text));

describe('parseListParams and toListParams', () => {
  it('reads defaults from an empty query string and writes nothing back', () => {
    const query = parse('');
    expect(query).toEqual({ page: 1, pageSize: 25, sort: 'createdAt', order: 'desc' });
    expect(toListParams(UserListQuery, query).toString()).toBe('');
  });

  it('keeps the good values of a hand-edited link and drops the bad ones', () => {
    const query = parse('page=0&pageSize=500&status=gone&sort=email&order=up&role=Admin&search=+');
    expect(query).toEqual({ page: 1, pageSize: 25, sort: 'email', order: 'desc', role: 'Admin' });
  });

  it('round-trips every field', () => {
    const text =
      'page=3&pageSize=50&search=dana&role=Admin&team=North&status=disabled&sort=team&order=asc';
    expect(toListParams(UserListQuery, parse(text)).toString()).toBe(text);
  });

  it("writes the schema's order whatever order the state was built in", () => {
    const query = { ...parse(''), status: 'disabled' as const, search: 'dana', page: 2 };
    expect(toListParams(UserListQuery, query).toString()).toBe(
      'page=2&search=dana&status=disabled',
    );
  });
});

/** The hook in a memory router at `url`, with the router to read the URL back. */
function renderListParams(url: string) {
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '/documents', element: children }], {
      initialEntries: [url],
    });
    return <RouterProvider router={router} />;
  };
  const hook = renderHook(() => useListParams(DocumentListQuery), { wrapper });
  return { hook, search: () => router?.state.location.search };
}

describe('useListParams', () => {
  it('reads the state from the URL', () => {
    const { hook } = renderListParams('/documents?page=2&category=Cleaning');
    expect(hook.result.current.query).toEqual({ page: 2, pageSize: 25, category: 'Cleaning' });
  });

  it('goes back to page 1 on a change, unless the change is the page', () => {
    const { hook, search } = renderListParams('/documents?page=3&search=pump');
    act(() => hook.result.current.update({ category: 'Cleaning' }));
    expect(search()).toBe('?search=pump&category=Cleaning');
    act(() => hook.result.current.update({ page: 2 }));
    expect(search()).toBe('?page=2&search=pump&category=Cleaning');
    act(() => hook.result.current.update({ search: undefined }));
    expect(search()).toBe('?category=Cleaning');
  });
});

describe('useListState', () => {
  it('keeps the paging in the component and goes back to page 1 unless the page changes', () => {
    const { result } = renderHook(() => useListState({ page: 1, pageSize: 10 }));
    act(() => result.current.update({ page: 3 }));
    expect(result.current.query).toEqual({ page: 3, pageSize: 10 });
    act(() => result.current.update({ pageSize: 25 }));
    expect(result.current.query).toEqual({ page: 1, pageSize: 25 });
  });
});
