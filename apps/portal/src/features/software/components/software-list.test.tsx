import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatFileSize, messages } from '@toolbox/domain';
import { describe, expect, it } from 'vitest';
import { page } from '../../../test/fixtures';
import { probe, renderRoutes } from '../../../test/render';
import type { Reply, StubbedRequest } from '@toolbox/web/test/stub-api';
import { stubApi } from '@toolbox/web/test/stub-api';
import { SoftwareList } from './software-list';
import { MACHINES, makeSoftware } from './software-test-data';

const DAY = 86_400_000;
const firmware = makeSoftware({
  id: 'fw',
  name: 'Grinder firmware',
  machineIds: ['franke_a600', 'gone_machine'],
  fileSizeKB: 2048,
  uploadDate: new Date(Date.now() - 3 * DAY).toISOString(),
});
const legacy = makeSoftware({
  id: 'old',
  name: 'Legacy tool',
  category: 'Tools',
  version: '1.0',
  minVersion: '1.2',
  isBelowMinVersion: true,
  machineIds: [],
  fileSizeKB: 300,
});

function stubSoftware(list: (request: StubbedRequest) => Reply) {
  return stubApi({
    'GET /api/v1/auth/session': { status: 401, body: { code: 'unauthenticated', message: 'x' } },
    'GET /api/v1/software/facets': {
      status: 200,
      body: {
        categories: [
          { name: 'Firmware', count: 3 },
          { name: 'Tools', count: 1 },
        ],
      },
    },
    'GET /api/v1/machines/names': { status: 200, body: { items: MACHINES } },
    'GET /api/v1/software': list,
  });
}

function renderList(url = '/software') {
  return renderRoutes(
    [
      { path: '/software', Component: SoftwareList },
      probe('/software/upload', 'Upload page'),
      probe('/software/:id', 'Software page'),
    ],
    { initialEntries: [url] },
  );
}

const listRequests = (api: ReturnType<typeof stubApi>) =>
  api.requests.filter((r) => r.method === 'GET' && r.path === '/api/v1/software');
const rowOf = (name: string) =>
  screen.getAllByTestId('software-row').find((row) => within(row).queryByText(name))!;

describe('SoftwareList', () => {
  it('asks for the newest uploads first and shows each package with its machines by name', async () => {
    const api = stubSoftware(() => ({ status: 200, body: page([firmware, legacy]) }));
    renderList();

    expect(await screen.findByText('Grinder firmware')).toBeInTheDocument();
    expect(listRequests(api)[0]?.query).toEqual({
      page: '1',
      pageSize: '25',
      sort: 'uploadDate',
      order: 'desc',
    });
    const row = rowOf('Grinder firmware');
    expect(within(row).getByText('Firmware')).toBeInTheDocument();
    expect(within(row).getByText('2.1.0')).toBeInTheDocument();
    expect(await within(row).findByText('Franke A600')).toBeInTheDocument();
    // A machine the catalogue no longer knows shows as its id.
    expect(within(row).getByText('gone_machine')).toBeInTheDocument();
    expect(within(row).getByText(formatFileSize(2048))).toBeInTheDocument();
    expect(within(row).getByText('3 days ago')).toBeInTheDocument();
    expect(within(row).queryByText('Below minimum')).not.toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Grinder firmware' })).toHaveAttribute(
      'href',
      '/software/fw',
    );

    // A version older than its own minimum is flagged, with the reason.
    const flagged = within(rowOf('Legacy tool')).getByText('Below minimum');
    expect(flagged.closest('[aria-label]')).toHaveAttribute(
      'aria-label',
      `Below minimum version: ${messages.software.belowMinVersion('1.0', '1.2')}`,
    );
    expect(within(rowOf('Legacy tool')).getByText('300 KB')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–2 of 2 packages')).toBeInTheDocument();
  });

  it('keeps search, filters, sort and page in the query string and sends them', async () => {
    const user = userEvent.setup();
    const api = stubSoftware(() => ({ status: 200, body: page([firmware], { total: 60 }) }));
    const { router } = renderList();
    await screen.findByText('Grinder firmware');

    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Tools (1)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=Tools'));

    await user.click(screen.getByRole('combobox', { name: 'Machine' }));
    await user.click(await screen.findByRole('option', { name: 'Schaerer Soul' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?category=Tools&machineId=schaerer_soul'),
    );

    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'grind');
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?search=grind&category=Tools&machineId=schaerer_soul',
      ),
    );

    await user.click(screen.getByRole('button', { name: /^Version/ }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('version'),
    );
    // Newest versions first; a second click turns it round.
    expect(new URLSearchParams(router.state.location.search).get('order')).toBeNull();
    await user.click(screen.getByRole('button', { name: /^Version/ }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('order')).toBe('asc'),
    );
    await user.click(screen.getByRole('button', { name: /^Name/ }));
    await waitFor(() => expect(router.state.location.search).toContain('sort=name&order=asc'));

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(listRequests(api).at(-1)?.query).toEqual({
        page: '2',
        pageSize: '25',
        search: 'grind',
        category: 'Tools',
        machineId: 'schaerer_soul',
        sort: 'name',
        order: 'asc',
      }),
    );
    // One request per settled search, not one per key press.
    const searches = listRequests(api).flatMap((r) => (r.query?.search ? [r.query.search] : []));
    expect(new Set(searches)).toEqual(new Set(['grind']));
  });

  it('reads the filters from the URL it is opened with, ignoring a bad value', async () => {
    const api = stubSoftware(() => ({ status: 200, body: page([legacy]) }));
    renderList('/software?category=Tools&search=legacy&sort=bogus&pageSize=50');

    expect(await screen.findByText('Legacy tool')).toBeInTheDocument();
    expect(listRequests(api)[0]?.query).toEqual({
      page: '1',
      pageSize: '50',
      search: 'legacy',
      category: 'Tools',
      sort: 'uploadDate',
      order: 'desc',
    });
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('legacy');
  });

  it('says when no package matches, and offers to clear the filters', async () => {
    const user = userEvent.setup();
    const api = stubSoftware((request) => ({
      status: 200,
      body: page(request.query?.machineId ? [] : [firmware]),
    }));
    const { router } = renderList('/software?machineId=schaerer_soul');

    expect(await screen.findByText(messages.software.listEmpty)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Upload software' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Grinder firmware')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(listRequests(api)).toHaveLength(2);
  });

  it('invites the first upload when there are no packages at all', async () => {
    const user = userEvent.setup();
    stubSoftware(() => ({ status: 200, body: page([]) }));
    renderList();

    expect(await screen.findByText(messages.software.listFirstRun)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Upload software' }));
    expect(await screen.findByRole('heading', { name: 'Upload page' })).toBeInTheDocument();
  });

  it('shows loading, then an error with Retry', async () => {
    const user = userEvent.setup();
    let calls = 0;
    stubSoftware(() =>
      ++calls === 1
        ? { status: 500, body: { code: 'internal', message: 'Boom' } }
        : { status: 200, body: page([firmware]) },
    );
    renderList();

    expect(screen.getByText(messages.software.listLoading)).toBeInTheDocument();
    expect(await screen.findByText(messages.software.listFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Grinder firmware')).toBeInTheDocument();
  });
});
