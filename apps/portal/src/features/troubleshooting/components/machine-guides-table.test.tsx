import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { MachineGuidesTable } from './machine-guides-table';
import { MACHINE_ID, makeGuide } from './troubleshooting-test-data';

describe('MachineGuidesTable engineer feedback', () => {
  it('shows how many engineers said each guide fixed the machine', () => {
    const answered = makeGuide({ id: 'guide_1', title: 'No water' });
    const unanswered = makeGuide({ id: 'guide_2', title: 'No steam' });
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <MachineGuidesTable
              machineId={MACHINE_ID}
              guides={[answered, unanswered]}
              feedback={new Map([['guide_1', { fixed: 3, notFixed: 1 }]])}
              onMove={vi.fn()}
              onDelete={vi.fn()}
            />
          ),
        },
      ],
      { initialEntries: ['/'] },
    );
    const [first, second] = screen.getAllByTestId('guide-row');
    expect(within(first!).getByText('3 of 4 fixed')).toHaveAttribute(
      'title',
      '3 said it fixed the machine, 1 said it did not',
    );
    expect(second).not.toHaveTextContent('fixed');
  });
});
