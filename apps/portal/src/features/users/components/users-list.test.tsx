import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, ROLE_COLORS } from '@toolbox/domain';
import { describe, expect, it } from 'vitest';
import { makeUser, page } from '../../../test/fixtures';
import { probe, renderRoutes } from '../../../test/render';
import type { Reply, StubbedRequest } from '@toolbox/web/test/stub-api';
import { stubApi } from '@toolbox/web/test/stub-api';
import { UsersList } from './users-list';

const me = makeUser({ id: 'me', email: 'ada@toolbox.test', displayName: 'Ada Admin' });
const dana = makeUser({
  id: 'dana',
  email: 'dana@toolbox.test',
  displayName: 'Dana Admin',
  role: 'admin',
});
const eve = makeUser({
  id: 'eve',
  email: 'eve@toolbox.test',
  displayName: 'Eve Engineer',
  role: 'Engineer',
  team: 'North',
  status: 'inactive',
  disabled: true,
});
const carl = makeUser({
  id: 'carl',
  email: 'carl@toolbox.test',
  displayName: 'Carl Costa',
  role: 'CostaX',
  status: 'inactive',
});
const mo = makeUser({ id: 'mo', email: 'mo@toolbox.test', displayName: 'Mo', role: 'Manager' });

function stubUsers(list: (request: StubbedRequest) => Reply, extra: Record<string, Reply> = {}) {
  return stubApi({
    'GET /api/v1/auth/session': { status: 200, body: { user: me } },
    'GET /api/v1/users/facets': {
      status: 200,
      body: { roles: ['Admin', 'Engineer'], teams: ['North', 'South'] },
    },
    'GET /api/v1/users': list,
    ...extra,
  });
}

function renderList(url = '/users') {
  return renderRoutes([{ path: '/users', Component: UsersList }, probe('/users/:id', 'User')], {
    initialEntries: [url],
  });
}

const listRequests = (api: ReturnType<typeof stubApi>) =>
  api.requests.filter((r) => r.method === 'GET' && r.path === '/api/v1/users');
const rowOf = (name: string) =>
  screen.getAllByTestId('user-row').find((row) => within(row).queryByText(name))!;

describe('UsersList', () => {
  it('asks for the newest users first and shows role and status badges', async () => {
    const api = stubUsers(() => ({ status: 200, body: page([me, dana, eve, carl, mo]) }));
    renderList();

    expect(await screen.findByText('Dana Admin')).toBeInTheDocument();
    expect(listRequests(api)[0]?.query).toEqual({
      page: '1',
      pageSize: '25',
      sort: 'createdAt',
      order: 'desc',
    });

    const badge = (name: string, text: string) => within(rowOf(name)).getByText(text);
    // Disabled wins over the stored status.
    expect(badge('Eve Engineer', 'Disabled').closest('[data-state]')).toHaveAttribute(
      'data-state',
      'disabled',
    );
    expect(badge('Carl Costa', 'Inactive').closest('[data-state]')).toHaveAttribute(
      'data-state',
      'inactive',
    );
    expect(badge('Dana Admin', 'Active').closest('[data-state]')).toHaveAttribute(
      'data-state',
      'active',
    );
    // Role colours are matched in any letter case; other roles are neutral.
    const color = (name: string, role: string) =>
      badge(name, role).closest('[data-color]')?.getAttribute('data-color');
    expect(color('Dana Admin', 'admin')).toBe(ROLE_COLORS.admin);
    expect(color('Eve Engineer', 'Engineer')).toBe(ROLE_COLORS.engineer);
    expect(color('Carl Costa', 'CostaX')).toBe(ROLE_COLORS.costax);
    expect(color('Mo', 'Manager')).toBe('gray');
    expect(screen.getByText('Showing 1–5 of 5 users')).toBeInTheDocument();
  });

  it('keeps filters, search, sort and page in the query string and sends them', async () => {
    const user = userEvent.setup();
    const api = stubUsers(() => ({ status: 200, body: page([dana], { total: 60 }) }));
    const { router } = renderList('/users?page=2');
    await screen.findByText('Dana Admin');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Disabled' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=disabled'));

    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'dana');
    await waitFor(() => expect(router.state.location.search).toBe('?search=dana&status=disabled'));

    await user.click(screen.getByRole('button', { name: /^Email/ }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('email'),
    );
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?page=2&search=dana&status=disabled&sort=email&order=asc',
      ),
    );
    await waitFor(() =>
      expect(listRequests(api).at(-1)?.query).toEqual({
        page: '2',
        pageSize: '25',
        search: 'dana',
        status: 'disabled',
        sort: 'email',
        order: 'asc',
      }),
    );
    // One request per settled search, not one per key press.
    expect(listRequests(api).filter((r) => r.query?.search?.startsWith('d'))).toHaveLength(3);

    // Back goes to the previous filters, search box included.
    await act(() => router.navigate(-3));
    await waitFor(() => expect(router.state.location.search).toBe('?status=disabled'));
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('');
  });

  it('reads the filters from the URL it is opened with', async () => {
    const api = stubUsers(() => ({ status: 200, body: page([eve]) }));
    renderList('/users?role=Engineer&team=North&search=eve&pageSize=50&sort=bogus');

    expect(await screen.findByText('Eve Engineer')).toBeInTheDocument();
    expect(listRequests(api)[0]?.query).toMatchObject({
      role: 'Engineer',
      team: 'North',
      search: 'eve',
      pageSize: '50',
      sort: 'createdAt',
    });
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('eve');
  });

  it('says when no user matches, and offers to clear the filters', async () => {
    const user = userEvent.setup();
    const api = stubUsers((request) => ({
      status: 200,
      body: page(request.query?.role ? [] : [dana]),
    }));
    const { router } = renderList('/users?role=Nobody');

    expect(await screen.findByText(messages.user.listEmpty)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Dana Admin')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(listRequests(api)).toHaveLength(2);
  });

  it('shows the first-run text when there are no users at all', async () => {
    stubUsers(() => ({ status: 200, body: page([]) }));
    renderList();
    expect(await screen.findByText(messages.user.listFirstRun)).toBeInTheDocument();
  });

  it('shows an error with Retry', async () => {
    const user = userEvent.setup();
    let calls = 0;
    stubUsers(() =>
      ++calls === 1
        ? { status: 500, body: { code: 'internal', message: 'Boom' } }
        : { status: 200, body: page([dana]) },
    );
    renderList();

    expect(await screen.findByText(messages.user.listFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Dana Admin')).toBeInTheDocument();
  });

  it('asks before deactivating, naming the user, and only then calls the server', async () => {
    const user = userEvent.setup();
    const api = stubUsers(() => ({ status: 200, body: page([me, dana]) }), {
      'POST /api/v1/users/dana/deactivate': {
        status: 200,
        body: { user: { ...dana, status: 'inactive' } },
      },
    });
    renderList();
    await screen.findByText('Dana Admin');

    const openMenu = () =>
      user.click(
        screen.getByRole('button', { name: 'Actions for Dana Admin (dana@toolbox.test)' }),
      );
    await openMenu();
    await user.click(await screen.findByRole('menuitem', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: messages.user.deactivateTitle });
    expect(dialog).toHaveTextContent(
      messages.user.confirmDeactivate('Dana Admin (dana@toolbox.test)'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.requests.some((r) => r.path.endsWith('/deactivate'))).toBe(false);

    await openMenu();
    await user.click(await screen.findByRole('menuitem', { name: 'Deactivate' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deactivate' }),
    );
    await waitFor(() =>
      expect(api.requests.filter((r) => r.path === '/api/v1/users/dana/deactivate')).toHaveLength(
        1,
      ),
    );
  });

  it("does not offer to deactivate or disable the signed-in admin's own account", async () => {
    const user = userEvent.setup();
    stubUsers(() => ({ status: 200, body: page([me]) }));
    renderList();
    await screen.findByText('Ada Admin');

    await user.click(
      screen.getByRole('button', { name: 'Actions for Ada Admin (ada@toolbox.test)' }),
    );
    expect(await screen.findByRole('menuitem', { name: 'Deactivate' })).toBeDisabled();
    expect(screen.getByRole('menuitem', { name: 'Disable' })).toBeDisabled();
    expect(screen.getByRole('menuitem', { name: 'View' })).toHaveAttribute('href', '/users/me');
  });
});
