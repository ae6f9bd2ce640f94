import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubApi } from '@toolbox/web/test/stub-api';
import { describe, expect, it } from 'vitest';
import { makeMachine } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { MachinesScreen } from './machines-screen';

const machines = [
  makeMachine({ id: 'm1', manufacturer: 'Jura', model: 'GIGA X8', category: 'espresso' }),
  makeMachine({ id: 'm2', manufacturer: 'Franke', model: 'A600' }),
  makeMachine({ id: 'm3', manufacturer: 'Jura', model: 'E8' }),
];

describe('MachinesScreen', () => {
  it('groups machines by manufacturer, A to Z, and narrows to the chosen one', async () => {
    const user = userEvent.setup();
    stubApi({ 'GET /api/v1/machines': { status: 200, body: { items: machines } } });
    const { router } = renderScreen([{ path: '/machines', Component: MachinesScreen }], {
      initialEntries: ['/machines'],
    });

    const sections = await screen.findAllByRole('heading', { level: 2 });
    expect(sections.map((h) => h.textContent)).toEqual(['Franke', 'Jura']);
    expect(screen.getByRole('link', { name: /GIGA X8/ })).toHaveAttribute('href', '/machines/m1');
    expect(screen.getByRole('link', { name: /GIGA X8/ })).toHaveTextContent(
      'espresso · 2 guides · 3 documents',
    );

    await user.click(screen.getByRole('radio', { name: 'Jura' }));
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Jura',
    ]);
    expect(screen.queryByRole('link', { name: /A600/ })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?manufacturer=Jura');
  });

  it('says when the catalogue has no machines', async () => {
    stubApi({ 'GET /api/v1/machines': { status: 200, body: { items: [] } } });
    renderScreen([{ path: '/', Component: MachinesScreen }]);
    expect(await screen.findByText('No machines in the catalogue yet.')).toBeInTheDocument();
  });
});
