import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeMachine } from '../../../test/fixtures';
import { probe, renderRoutes } from '../../../test/render';
import type { MachineListItem } from '@toolbox/domain';
import type { Reply, StubbedRequest } from '@toolbox/web/test/stub-api';
import { stubApi } from '@toolbox/web/test/stub-api';
import { MachineCatalogue } from './machine-catalogue';
import { machineText } from './machine-text';

/** The catalogue in the server's order: by manufacturer, then model. */
const MACHINES = [
  makeMachine({ id: 'delonghi_dinamicaplus', manufacturer: "De'Longhi", model: 'Dinamica Plus' }),
  makeMachine({ id: 'franke_a400', manufacturer: 'Franke', model: 'A400' }),
  makeMachine({
    id: 'franke_a600',
    manufacturer: 'Franke',
    model: 'A600',
    category: 'bean-to-cup',
    counts: { troubleshootingGuides: 3, documents: 2 },
  }),
  makeMachine({ id: 'schaerer_soul', manufacturer: 'Schaerer', model: 'Soul' }),
];

/**
 * The server's pages of `all`: the search in id, manufacturer or model, the manufacturer whole
 * whatever its case (the server's own rules are tested against the real database).
 */
function pages(all: MachineListItem[]) {
  return ({ query = {} }: StubbedRequest): Reply => {
    const search = query.search?.toLowerCase();
    const maker = query.manufacturer?.toLowerCase();
    const matching = all.filter(
      (m) =>
        (!maker || m.manufacturer.toLowerCase() === maker) &&
        (!search || `${m.id} ${m.manufacturer} ${m.model}`.toLowerCase().includes(search)),
    );
    const page = Number(query.page ?? 1);
    const pageSize = Number(query.pageSize ?? 25);
    const items = matching.slice((page - 1) * pageSize, page * pageSize);
    return { status: 200, body: { items, total: matching.length, page, pageSize } };
  };
}

const MANUFACTURERS = [
  { name: "De'Longhi", count: 1 },
  { name: 'Franke', count: 2 },
  { name: 'Schaerer', count: 1 },
];

function renderCatalogue(list: Reply | ReturnType<typeof pages>, url = '/machine-types') {
  stubApi({
    'GET /api/v1/auth/session': { status: 401, body: { code: 'unauthenticated', message: 'x' } },
    'GET /api/v1/machines': list,
    'GET /api/v1/machines/manufacturers': { status: 200, body: { items: MANUFACTURERS } },
  });
  return renderRoutes(
    [
      { path: '/machine-types', Component: MachineCatalogue },
      probe('/machine-types/add', 'Add page'),
      probe('/machine-types/:id', 'Machine page'),
    ],
    { initialEntries: [url] },
  );
}

/** Long enough for a debounced search on a busy 2-core machine. */
const SETTLED = { timeout: 5_000 };

const models = () =>
  screen
    .getAllByTestId('machine-row')
    .map((row) => within(row).getAllByRole('cell')[1]!.textContent);

describe('MachineCatalogue', () => {
  it('lists machines by manufacturer, then model, with their ids, categories and counts', async () => {
    renderCatalogue(pages(MACHINES));

    await screen.findAllByTestId('machine-row');
    expect(models()).toEqual(['Dinamica Plus', 'A400', 'A600', 'Soul']);
    const a600 = screen.getAllByTestId('machine-row')[2]!;
    const cells = within(a600)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      'Franke',
      'A600',
      'franke_a600',
      'bean-to-cup',
      '3',
      '0',
      '0',
      '2',
      '0',
    ]);
    expect(screen.getByText('Showing 1–4 of 4 machines')).toBeInTheDocument();
  });

  it('keeps the search and the manufacturer in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderCatalogue(pages(MACHINES));

    await user.type(await screen.findByRole('textbox', { name: 'Search' }), 'delonghi');
    // "delonghi" finds De'Longhi through its id, once the search has settled (debounced).
    await waitFor(() => expect(models()).toEqual(['Dinamica Plus']), SETTLED);
    expect(screen.getByText('Showing 1–1 of 1 machine')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?search=delonghi');

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(models()).toHaveLength(4), SETTLED);
    await user.click(screen.getByRole('combobox', { name: 'Manufacturer' }));
    await user.click(await screen.findByRole('option', { name: 'Franke (2)' }));
    await waitFor(() => expect(models()).toEqual(['A400', 'A600']), SETTLED);
    expect(router.state.location.search).toBe('?manufacturer=Franke');
  });

  it('opens a machine from anywhere on its row', async () => {
    const user = userEvent.setup();
    renderCatalogue(pages(MACHINES));

    await user.click(await screen.findByText('schaerer_soul'));
    expect(await screen.findByRole('heading', { name: 'Machine page' })).toBeInTheDocument();
  });

  it('says when nothing matches, and clears the filters', async () => {
    const user = userEvent.setup();
    renderCatalogue(pages(MACHINES), '/machine-types?search=zzz');

    expect(await screen.findByText(machineText.listEmpty)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findAllByTestId('machine-row', {}, SETTLED)).toHaveLength(4);
  });

  it('invites the first machine when the catalogue is empty', async () => {
    const user = userEvent.setup();
    renderCatalogue(pages([]));

    expect(await screen.findByText(machineText.listFirstRun)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Add machine' }));
    expect(await screen.findByRole('heading', { name: 'Add page' })).toBeInTheDocument();
  });

  it('pages a long catalogue on the server, the page in the URL', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 30 }, (_, i) =>
      makeMachine({
        id: `jura_m${String(i).padStart(2, '0')}`,
        manufacturer: 'Jura',
        model: `M${String(i).padStart(2, '0')}`,
      }),
    );
    const { router } = renderCatalogue(pages(many));

    await screen.findAllByTestId('machine-row');
    expect(models()).toHaveLength(25);
    expect(screen.getByText('Showing 1–25 of 30 machines')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(models()).toEqual(['M25', 'M26', 'M27', 'M28', 'M29']));
    expect(router.state.location.search).toBe('?page=2');
  });

  it('offers a retry when the catalogue cannot be read', async () => {
    renderCatalogue({ status: 500, body: { code: 'internal', message: 'boom' } });
    expect(await screen.findByText(machineText.listFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
