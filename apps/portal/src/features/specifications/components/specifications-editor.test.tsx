import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SpecificationEntry } from '@toolbox/domain';
import { messages } from '@toolbox/domain';
import toast from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { makeMachine } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import type { StubbedRequest } from '@toolbox/web/test/stub-api';
import { stubApi } from '@toolbox/web/test/stub-api';
import { SpecificationsEditor } from './specifications-editor';

const MACHINES = [
  makeMachine(),
  makeMachine({ id: 'wmf_1500s', manufacturer: 'WMF', model: '1500 S' }),
];

const stored: SpecificationEntry[] = [
  { id: 's1', group: 'Electrical', label: 'Voltage', value: '230', unit: 'V' },
  { id: 's2', group: 'Electrical', label: 'Power', value: '2.8', unit: 'kW' },
];

const details = (specifications: SpecificationEntry[]) => ({
  status: 200,
  body: { specifications, maintenanceProcedures: [], troubleshootingGuides: [], partDiagrams: [] },
});

function renderEditor(entry = '/specifications/add?machineId=franke_a600') {
  const api = stubApi({
    'GET /api/v1/auth/session': { status: 401, body: { code: 'unauthenticated', message: 'x' } },
    'GET /api/v1/machines/names': { status: 200, body: { items: MACHINES } },
    'GET /api/v1/machines/franke_a600/details': details(stored),
    'GET /api/v1/machines/wmf_1500s/details': details([]),
    'PUT /api/v1/machines/franke_a600/details/specifications': (request: StubbedRequest) => ({
      status: 200,
      body: {
        items: (request.body as { items: object[] }).items.map((item, i) => ({
          id: `n${i}`,
          ...item,
        })),
      },
    }),
  });
  const view = renderRoutes([{ path: '/specifications/add', Component: SpecificationsEditor }], {
    initialEntries: [entry],
  });
  return { api, ...view };
}

const field = (name: string, row: number) =>
  screen.getByRole(name === 'Group' ? 'combobox' : 'textbox', { name: `${name}, row ${row}` });
/** Replaces a field's text in one go (typing key by key is slow on a busy machine). */
async function fill(user: ReturnType<typeof userEvent.setup>, element: HTMLElement, text: string) {
  await user.clear(element);
  await user.paste(text);
}

const puts = (api: ReturnType<typeof stubApi>) => api.requests.filter((r) => r.method === 'PUT');

describe('SpecificationsEditor', () => {
  it("loads the preselected machine's entries and saves the edited list in its new order", async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success');
    const { api } = renderEditor();

    expect(await screen.findByDisplayValue('Voltage')).toBeInTheDocument();
    expect(field('Value', 2)).toHaveValue('2.8');

    await user.click(screen.getByRole('button', { name: 'Add entry' }));
    // A new entry starts in the group above it, with its label field focused.
    expect(field('Group', 3)).toHaveValue('Electrical');
    expect(field('Label', 3)).toHaveFocus();
    await fill(user, field('Group', 3), 'Water');
    await fill(user, field('Label', 3), 'Tank');
    await fill(user, field('Value', 3), '4');
    await fill(user, field('Unit', 3), 'l');
    await user.click(screen.getByRole('button', { name: 'Move row 2 up' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(puts(api)).toHaveLength(1));
    expect(puts(api)[0]?.body).toEqual({
      items: [
        { group: 'Electrical', label: 'Power', value: '2.8', unit: 'kW' },
        { group: 'Electrical', label: 'Voltage', value: '230', unit: 'V' },
        { group: 'Water', label: 'Tank', value: '4', unit: 'l' },
      ],
    });
    await waitFor(() => expect(success).toHaveBeenCalledWith(messages.specification.saved));
    // Saved: nothing left to save.
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it("shows the domain's messages for an entry without label or value", async () => {
    const user = userEvent.setup();
    const { api } = renderEditor();
    await screen.findByDisplayValue('Voltage');

    await user.click(screen.getByRole('button', { name: 'Add entry' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.specification.labelRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.specification.valueRequired)).toBeInTheDocument();
    expect(puts(api)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove row 3' }));
    expect(screen.queryByText(messages.specification.labelRequired)).not.toBeInTheDocument();
  });

  it('asks before dropping unsaved changes for another machine', async () => {
    const user = userEvent.setup();
    const { router } = renderEditor();
    await screen.findByDisplayValue('Voltage');
    await fill(user, field('Value', 1), '240');

    await user.click(screen.getByRole('combobox', { name: /^Machine/ }));
    await user.click(await screen.findByRole('option', { name: 'WMF 1500 S' }));
    const dialog = await screen.findByRole('dialog', { name: messages.shell.unsavedTitle });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(field('Value', 1)).toHaveValue('240');

    await user.click(screen.getByRole('combobox', { name: /^Machine/ }));
    await user.click(await screen.findByRole('option', { name: 'WMF 1500 S' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Discard changes' }),
    );
    expect(await screen.findByText(messages.specification.empty)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?machineId=wmf_1500s');
  });
});
