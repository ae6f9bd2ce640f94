import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Reply, StubbedRequest } from '@toolbox/web/test/stub-api';
import { stubApi } from '@toolbox/web/test/stub-api';
import { describe, expect, it } from 'vitest';
import { makeMachine, page } from '../../../test/fixtures';
import { probe, renderRoutes } from '../../../test/render';
import { MachinePicker } from './machine-picker';

const FRANKE = makeMachine({
  id: 'franke_a600',
  manufacturer: 'Franke',
  model: 'A600',
  counts: { troubleshootingGuides: 1 },
});
const JURA = makeMachine({ id: 'jura_e8', manufacturer: 'Jura', model: 'E8' });

function renderPicker(list: (request: StubbedRequest) => Reply) {
  const api = stubApi({
    'GET /api/v1/auth/session': { status: 401, body: { code: 'unauthenticated', message: 'x' } },
    'GET /api/v1/machines': list,
  });
  renderRoutes(
    [
      { path: '/machine-select-for-guide', Component: MachinePicker },
      probe('/troubleshooting/:machineId/add', 'New guide'),
    ],
    { initialEntries: ['/machine-select-for-guide'] },
  );
  return api;
}

describe('MachinePicker', () => {
  it('searches the catalogue on the server and opens a new guide for the machine chosen', async () => {
    const user = userEvent.setup();
    const api = renderPicker(({ query }) =>
      query?.search === 'jura'
        ? { status: 200, body: page([JURA]) }
        : { status: 200, body: page([FRANKE, JURA]) },
    );

    expect(await screen.findByRole('link', { name: /Franke A600.*1 guide/ })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Machine' }), 'jura');
    await waitFor(
      () => expect(screen.queryByRole('link', { name: /Franke A600/ })).not.toBeInTheDocument(),
      { timeout: 5_000 },
    );
    expect(api.requests.at(-1)?.query).toMatchObject({ search: 'jura' });
    await user.click(screen.getByRole('link', { name: /Jura E8.*0 guides/ }));
    expect(await screen.findByRole('heading', { name: 'New guide' })).toBeInTheDocument();
  });

  it('says when the search finds nothing', async () => {
    const user = userEvent.setup();
    renderPicker(({ query }) => ({ status: 200, body: page(query?.search ? [] : [FRANKE]) }));
    await user.type(await screen.findByRole('textbox', { name: 'Machine' }), 'zzz');
    expect(
      await screen.findByText('No machine matches “zzz”.', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
  });

  it('keeps the search box and what was typed when a search cannot be answered', async () => {
    const user = userEvent.setup();
    renderPicker(({ query }) =>
      query?.search
        ? { status: 503, body: { code: 'unavailable', message: 'Try again' } }
        : { status: 200, body: page([FRANKE]) },
    );
    const box = await screen.findByRole('textbox', { name: 'Machine' });
    await user.type(box, 'franke');
    expect(
      await screen.findByText(
        'Failed to load the machine catalogue. Please try again.',
        {},
        { timeout: 5_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Machine' })).toHaveValue('franke');
    expect(screen.getByRole('textbox', { name: 'Machine' })).toHaveAttribute('maxlength', '200');
  });

  it('points an empty catalogue to adding a machine type', async () => {
    renderPicker(() => ({ status: 200, body: page([]) }));
    expect(await screen.findByText('No machines in the catalogue yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a machine type' })).toHaveAttribute(
      'href',
      '/machine-types/add',
    );
  });
});
