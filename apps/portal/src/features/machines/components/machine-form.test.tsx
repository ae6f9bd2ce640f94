import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@toolbox/domain';
import { describe, expect, it } from 'vitest';
import { makeMachine, recordOf } from '../../../test/fixtures';
import { probe, renderRoutes } from '../../../test/render';
import type { Reply } from '@toolbox/web/test/stub-api';
import { stubApi } from '@toolbox/web/test/stub-api';
import { AddMachineForm } from './add-machine-form';
import { EditMachineForm } from './edit-machine-form';

const franke = makeMachine({ id: 'franke_a600', manufacturer: 'Franke', model: 'A600' });
const session = { status: 401, body: { code: 'unauthenticated', message: 'x' } };
const idPreview = () => screen.getByTestId('machine-id-preview');

function renderAdd(create: Reply) {
  const api = stubApi({
    'GET /api/v1/auth/session': session,
    'GET /api/v1/machines/names': { status: 200, body: { items: [franke] } },
    'POST /api/v1/machines': create,
  });
  renderRoutes(
    [
      { path: '/machine-types/add', Component: AddMachineForm },
      probe('/machine-types/:id', 'Machine page'),
    ],
    { initialEntries: ['/machine-types/add'] },
  );
  return api;
}

function renderEdit(machine: ReturnType<typeof makeMachine>, update: Reply) {
  const record = recordOf(machine);
  const path = `/api/v1/machines/${machine.id}`;
  const api = stubApi({
    'GET /api/v1/auth/session': session,
    'GET /api/v1/machines/names': { status: 200, body: { items: [machine] } },
    [`GET ${path}`]: { status: 200, body: { machine: record } },
    [`PATCH ${path}`]: update,
  });
  const Edit = () => <EditMachineForm id={machine.id} />;
  const view = renderRoutes(
    [
      { path: '/machine-types/edit/:id', Component: Edit },
      probe('/machine-types/:id', 'Machine page'),
    ],
    { initialEntries: [`/machine-types/edit/${machine.id}`] },
  );
  return { api, ...view };
}

describe('AddMachineForm', () => {
  it('previews the derived id as it is typed, and only once both parts give one', async () => {
    const user = userEvent.setup();
    const api = renderAdd({
      status: 201,
      body: { machine: { ...recordOf(franke), id: 'delonghi_dinamicaplus' } },
    });

    const manufacturer = screen.getByRole('textbox', { name: /^Manufacturer/ });
    await user.type(manufacturer, "De'Longhi");
    expect(idPreview()).not.toHaveTextContent('Machine ID:');
    await user.type(screen.getByRole('textbox', { name: /^Model/ }), 'Dinamica Plus');
    expect(idPreview()).toHaveTextContent('Machine ID: delonghi_dinamicaplus');

    await user.type(screen.getByRole('combobox', { name: /^Category/ }), 'espresso');
    await user.click(screen.getByRole('button', { name: 'Add machine' }));

    expect(await screen.findByRole('heading', { name: 'Machine page' })).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      manufacturer: "De'Longhi",
      model: 'Dinamica Plus',
      category: 'espresso',
    });
  });

  it('says early that an id is taken, and shows the server refusal word for word', async () => {
    const user = userEvent.setup();
    const refusal = messages.machine.alreadyExists('Franke', 'A600');
    renderAdd({ status: 409, body: { code: 'aborted', message: refusal } });

    await user.type(screen.getByRole('textbox', { name: /^Manufacturer/ }), 'Franke');
    await user.type(screen.getByRole('textbox', { name: /^Model/ }), 'A600');
    expect(await within(idPreview()).findByText(/already has this ID/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add machine' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
  });

  it('needs both parts, with the SPEC message, before anything is sent', async () => {
    const user = userEvent.setup();
    const api = renderAdd({ status: 201, body: { machine: recordOf(franke) } });

    await user.type(screen.getByRole('textbox', { name: /^Model/ }), '...');
    await user.click(screen.getByRole('button', { name: 'Add machine' }));

    expect(await screen.findAllByText(messages.machine.addPartsRequired)).toHaveLength(2);
    await waitFor(() => expect(api.requests.some((r) => r.method === 'POST')).toBe(false));
  });
});

describe('EditMachineForm', () => {
  it('warns that a new model moves the machine to a new id, then shows it there', async () => {
    const user = userEvent.setup();
    const moved = { ...recordOf(franke), id: 'franke_a700', model: 'A700' };
    const { api } = renderEdit(franke, { status: 200, body: { machine: moved } });

    const model = await screen.findByRole('textbox', { name: /^Model/ });
    expect(idPreview()).toHaveTextContent('Machine ID: franke_a600');
    expect(screen.queryByTestId('machine-id-change')).not.toBeInTheDocument();

    await user.clear(model);
    await user.type(model, 'A-600');
    // Punctuation only: the id stays, so there is nothing to warn about.
    expect(screen.queryByTestId('machine-id-change')).not.toBeInTheDocument();

    await user.clear(model);
    await user.type(model, 'A700');
    const warning = screen.getByTestId('machine-id-change');
    expect(warning).toHaveTextContent('The machine ID will change');
    expect(warning).toHaveTextContent(/franke_a600.*franke_a700/);

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('heading', { name: 'Machine page' })).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'PATCH')?.body).toEqual({ model: 'A700' });
  });

  it('warns that saving any change moves a temp_ machine to its derived id, then shows it there', async () => {
    const user = userEvent.setup();
    const temp = makeMachine({ id: 'temp_42', manufacturer: 'Unknown', model: 'Grinder' });
    const moved = { ...recordOf(temp), id: 'unknown_grinder', description: 'Imported' };
    const { api, router } = renderEdit(temp, { status: 200, body: { machine: moved } });

    const description = await screen.findByRole('textbox', { name: /^Description/ });
    const warning = screen.getByTestId('machine-id-change');
    expect(warning).toHaveTextContent('The machine ID will change');
    expect(warning).toHaveTextContent(/temp_42.*unknown_grinder/);
    expect(warning).toHaveTextContent(/temporary ID/);

    await user.type(description, 'Imported');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('heading', { name: 'Machine page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/machine-types/unknown_grinder');
    expect(api.requests.find((r) => r.method === 'PATCH')?.body).toEqual({
      description: 'Imported',
    });
  });

  it('gives a temp_ machine no warning while its parts give no id: it keeps its id', async () => {
    const user = userEvent.setup();
    const temp = makeMachine({ id: 'temp_42', manufacturer: 'Unknown', model: 'Grinder' });
    renderEdit(temp, { status: 200, body: { machine: recordOf(temp) } });

    const model = await screen.findByRole('textbox', { name: /^Model/ });
    await user.clear(model);
    await user.type(model, '??');
    expect(screen.queryByTestId('machine-id-change')).not.toBeInTheDocument();
    expect(idPreview()).toHaveTextContent('Machine ID: temp_42');
    expect(idPreview()).toHaveTextContent(/temporary until manufacturer and model/);
  });

  it('needs a model an id can be derived from, with the product’s message (docs/product.md#machine-id), before sending', async () => {
    const user = userEvent.setup();
    const { api } = renderEdit(franke, { status: 200, body: { machine: recordOf(franke) } });

    const model = await screen.findByRole('textbox', { name: /^Model/ });
    await user.clear(model);
    await user.type(model, '--');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(messages.machine.idPartsRequired)).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'PATCH')).toBe(false);
  });

  it('shows a rename onto a taken id as the server words it', async () => {
    const user = userEvent.setup();
    const refusal = messages.machine.alreadyExists('Franke', 'A700');
    renderEdit(franke, { status: 409, body: { code: 'aborted', message: refusal } });

    const model = await screen.findByRole('textbox', { name: /^Model/ });
    await user.clear(model);
    await user.type(model, 'A700');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
  });

  it('asks before leaving with unsaved changes', async () => {
    const user = userEvent.setup();
    renderEdit(franke, { status: 200, body: { machine: recordOf(franke) } });

    await user.type(await screen.findByRole('textbox', { name: /^Description/ }), 'Twin grinder');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: messages.shell.unsavedTitle });
    await user.click(within(dialog).getByRole('button', { name: 'Discard changes' }));
    expect(await screen.findByRole('heading', { name: 'Machine page' })).toBeInTheDocument();
  });

  it("says the product's Machine not found (docs/product.md#data-errors) for an unknown id", async () => {
    stubApi({ 'GET /api/v1/auth/session': session });
    renderRoutes([{ path: '/e', Component: () => <EditMachineForm id="nope" /> }], {
      initialEntries: ['/e'],
    });
    expect(await screen.findByText(messages.machine.notFound)).toBeInTheDocument();
  });
});
