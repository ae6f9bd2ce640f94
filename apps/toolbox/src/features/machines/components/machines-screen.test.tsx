import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MachineListItem } from '@toolbox/domain';
import { stubApi, type StubbedRequest } from '@toolbox/web/test/stub-api';
import { describe, expect, it } from 'vitest';
import { makeMachine } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { MachinesScreen } from './machines-screen';

const machines = [
  makeMachine({ id: 'm2', manufacturer: 'Franke', model: 'A600' }),
  makeMachine({ id: 'm1', manufacturer: 'Jura', model: 'GIGA X8', category: 'espresso' }),
  makeMachine({ id: 'm3', manufacturer: 'Jura', model: 'E8' }),
];

/** The catalogue as the server pages it: by manufacturer (whole, any case), `pageSize` at a time. */
function catalogue(all: MachineListItem[]) {
  return ({ query = {} }: StubbedRequest) => {
    const maker = query.manufacturer?.toLowerCase();
    const matching = all.filter((m) => !maker || m.manufacturer.toLowerCase() === maker);
    const page = Number(query.page ?? 1);
    const pageSize = Number(query.pageSize ?? 25);
    const items = matching.slice((page - 1) * pageSize, page * pageSize);
    return { status: 200, body: { items, total: matching.length, page, pageSize } };
  };
}

/** `count` Jura machines, Model 000 onwards. */
const juraModels = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    makeMachine({
      id: `m${i}`,
      manufacturer: 'Jura',
      model: `Model ${String(i).padStart(3, '0')}`,
    }),
  );

/** The catalogue of `all`, answering 503 to the requests `fails` picks. */
const failingWhen =
  (fails: (query: Record<string, string>) => boolean, all: MachineListItem[]) =>
  (request: StubbedRequest) =>
    fails(request.query ?? {})
      ? { status: 503, body: { code: 'unavailable', message: 'Try again' } }
      : catalogue(all)(request);

const manufacturers = {
  status: 200,
  body: {
    items: [
      { name: 'Franke', count: 1 },
      { name: 'Jura', count: 2 },
    ],
  },
};

describe('MachinesScreen', () => {
  it('groups machines by manufacturer, A to Z, and narrows to the chosen one on the server', async () => {
    const user = userEvent.setup();
    const { requests } = stubApi({
      'GET /api/v1/machines': catalogue(machines),
      'GET /api/v1/machines/manufacturers': manufacturers,
    });
    const { router } = renderScreen([{ path: '/machines', Component: MachinesScreen }], {
      initialEntries: ['/machines'],
    });

    const sections = await screen.findAllByRole('heading', { level: 2 });
    expect(sections.map((h) => h.textContent)).toEqual(['Franke', 'Jura']);
    expect(screen.getByRole('link', { name: /GIGA X8/ })).toHaveAttribute('href', '/machines/m1');
    expect(screen.getByRole('link', { name: /GIGA X8/ })).toHaveTextContent(
      'espresso · 2 guides · 3 documents',
    );

    await user.click(await screen.findByRole('radio', { name: 'Jura (2)' }));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: /A600/ })).not.toBeInTheDocument(),
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Jura',
    ]);
    expect(router.state.location.search).toBe('?manufacturer=Jura');
    expect(
      requests.some((r) => r.path === '/api/v1/machines' && r.query?.manufacturer === 'Jura'),
    ).toBe(true);
  });

  it('reads a long catalogue a page at a time, the next page on request', async () => {
    const user = userEvent.setup();
    const many = juraModels(130);
    stubApi({
      'GET /api/v1/machines': catalogue(many),
      'GET /api/v1/machines/manufacturers': {
        status: 200,
        body: { items: [{ name: 'Jura', count: 130 }] },
      },
    });
    renderScreen([{ path: '/', Component: MachinesScreen }]);

    expect(await screen.findByText('Showing 100 of 130 machines')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Model 100/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more machines' }));
    expect(await screen.findByRole('link', { name: /Model 129/ })).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(130);
    // The button is gone: focus is on the first machine it brought.
    await waitFor(() => expect(screen.getByRole('link', { name: /Model 100/ })).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Show more machines' })).not.toBeInTheDocument();
  });

  it('keeps what it shows when the next page cannot be read, and says so', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/v1/machines': failingWhen((query) => query.page === '2', juraModels(101)),
      'GET /api/v1/machines/manufacturers': manufacturers,
    });
    renderScreen([{ path: '/', Component: MachinesScreen }]);

    await user.click(await screen.findByRole('button', { name: 'Show more machines' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The next machines could not be loaded.',
    );
    expect(screen.getAllByRole('link')).toHaveLength(100);
  });

  it('keeps the chips when a manufacturer’s machines cannot be read, to choose another', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/v1/machines': failingWhen((query) => query.manufacturer === 'Jura', machines),
      'GET /api/v1/machines/manufacturers': manufacturers,
    });
    renderScreen([{ path: '/machines', Component: MachinesScreen }], {
      initialEntries: ['/machines'],
    });

    await user.click(await screen.findByRole('radio', { name: 'Jura (2)' }));
    expect(await screen.findByRole('button', { name: /Retry|Try again/ })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'All' }));
    expect(await screen.findByRole('link', { name: /A600/ })).toBeInTheDocument();
  });

  it('says when the catalogue has no machines', async () => {
    stubApi({
      'GET /api/v1/machines': catalogue([]),
      'GET /api/v1/machines/manufacturers': { status: 200, body: { items: [] } },
    });
    renderScreen([{ path: '/', Component: MachinesScreen }]);
    expect(await screen.findByText('No machines in the catalogue yet.')).toBeInTheDocument();
  });
});
