import { screen, within } from '@testing-library/react';
import { stubApi } from '@toolbox/web/test/stub-api';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { labelsPrintPath } from './machine-label-chooser';
import { MachineLabels, toolboxMachineUrl, type LabelFormat } from './machine-labels';

const machines = Array.from({ length: 25 }, (_, n) => ({
  id: `franke_a${n}`,
  manufacturer: 'Franke',
  model: `A${n}`,
  category: null,
}));

function renderLabels(ids: string[], format: LabelFormat) {
  stubApi({ 'GET /api/v1/machines/names': { status: 200, body: { items: machines } } });
  renderRoutes([{ path: '/', Component: () => <MachineLabels ids={ids} format={format} /> }]);
}

describe('MachineLabels', () => {
  it('lays the chosen machines out 21 to an A4 sheet, in the catalogue order', async () => {
    renderLabels(machines.map((m) => m.id).reverse(), 'a4');
    const sheets = await screen.findByTestId('label-sheets');
    const pages = [...sheets.children];
    expect(
      pages.map((page) => page.querySelectorAll('[data-testid="machine-label"]').length),
    ).toEqual([21, 4]);
    const first = within(pages[0] as HTMLElement).getAllByTestId('machine-label')[0]!;
    expect(first).toHaveAttribute('data-machine-id', 'franke_a0');
    expect(within(first).getByText('Franke')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'QR code for Franke A0' })).toBeInTheDocument();
    expect(screen.getByText(/25 labels/)).toBeInTheDocument();
  });

  it('puts one label on each page for a label printer, and only the machines asked for', async () => {
    renderLabels(['franke_a3', 'franke_a7', 'gone_machine'], 'roll');
    const sheets = await screen.findByTestId('label-sheets');
    expect(sheets.children).toHaveLength(2);
    const pageRules = [...document.querySelectorAll('style')].map((style) => style.textContent);
    expect(pageRules).toContain('@page { size: 62mm 29mm; margin: 0; }');
  });

  it('says so when no machine is chosen, and offers no printing', async () => {
    renderLabels([], 'a4');
    expect(await screen.findByText(/No machines chosen/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeDisabled();
  });
});

describe('label links', () => {
  it("lead to the machine in the toolbox, and the print page's address names the choice", () => {
    expect(toolboxMachineUrl('https://t.example', 'temp_a b')).toBe(
      'https://t.example/toolbox/machines/temp_a%20b',
    );
    expect(labelsPrintPath('roll', ['a', 'b'])).toBe(
      '/machine-types/labels/print?format=roll&ids=a%2Cb',
    );
    expect(labelsPrintPath('a4', 'all')).toBe('/machine-types/labels/print?format=a4&all=1');
  });
});
