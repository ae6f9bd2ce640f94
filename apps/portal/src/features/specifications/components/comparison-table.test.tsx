import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import type { MachineSpecifications } from '@toolbox/domain';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../app/theme';
import { ComparisonTable } from './comparison-table';

const machines: MachineSpecifications[] = [
  {
    machine: { id: 'a', manufacturer: 'Franke', model: 'A600' },
    specifications: [
      { id: '1', group: 'Electrical', label: 'Voltage', value: '230', unit: 'V' },
      { id: '2', group: 'Water', label: 'Tank', value: '4', unit: 'l' },
    ],
  },
  {
    machine: { id: 'b', manufacturer: 'WMF', model: '1500 S' },
    specifications: [
      { id: '3', group: 'electrical', label: 'voltage', value: '230', unit: 'V' },
      { id: '4', group: 'Electrical', label: 'Power', value: '3.1', unit: 'kW' },
    ],
  },
];

function renderTable(onlyDifferences = false) {
  render(
    <MantineProvider theme={theme} env="test">
      <ComparisonTable machines={machines} onlyDifferences={onlyDifferences} />
    </MantineProvider>,
  );
  return screen.getByRole('table', { name: 'Specification comparison' });
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('ComparisonTable', () => {
  it('puts the machines side by side, one row per group and label, grouped', () => {
    const table = renderTable();
    const [head, body] = within(table).getAllByRole('rowgroup');
    expect(
      within(head!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Specification', 'Franke A600', 'WMF 1500 S']);
    const voltage = within(table).getByRole('row', { name: /Voltage/ });
    expect(cells(voltage)).toEqual(['230 V', '230 V']);
    expect(voltage).not.toHaveAttribute('data-differs');
    const power = within(table).getByRole('row', { name: /Power/ });
    expect(cells(power)).toEqual(['—', '3.1 kW']);
    expect(power).toHaveAttribute('data-differs');
    // Power sits with Voltage under Electrical, ahead of the Water group.
    const headings = within(body!)
      .getAllByRole('row')
      .map((r) => r.firstElementChild?.textContent);
    expect(headings).toEqual(['Electrical', 'Voltage', 'Power', 'Water', 'Tank']);
  });

  it('can leave out the rows where every machine agrees', () => {
    const table = renderTable(true);
    expect(within(table).queryByRole('row', { name: /Voltage/ })).not.toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Power/ })).toBeInTheDocument();
  });
});
