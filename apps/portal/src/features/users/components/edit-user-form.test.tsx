import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@toolbox/domain';
import { describe, expect, it } from 'vitest';
import { makeUserDetail } from '../../../test/fixtures';
import { probe, renderRoutes } from '../../../test/render';
import type { Reply } from '@toolbox/web/test/stub-api';
import { stubApi } from '@toolbox/web/test/stub-api';
import { EditUserForm } from './edit-user-form';

const carl = makeUserDetail({
  id: 'carl',
  email: 'carl@toolbox.test',
  displayName: 'Carl Costa',
  role: 'costax',
  team: 'North',
});

function Edit() {
  return <EditUserForm id="carl" />;
}

function renderEdit(update: Reply) {
  const api = stubApi({
    'GET /api/v1/users/carl': { status: 200, body: { user: carl } },
    'GET /api/v1/users/facets': { status: 200, body: { roles: [], teams: [] } },
    'PATCH /api/v1/users/carl': update,
  });
  renderRoutes(
    [{ path: '/users/edit/:id', Component: Edit }, probe('/users/:id', 'User detail page')],
    { initialEntries: ['/users/edit/carl'] },
  );
  return api;
}

describe('EditUserForm', () => {
  it('keeps a role that is not one of the options, and sends only what changed', async () => {
    const user = userEvent.setup();
    const api = renderEdit({ status: 200, body: { user: { ...carl, displayName: 'Carl C.' } } });

    const role = await screen.findByRole('combobox', { name: /^Role/ });
    expect(role).toHaveValue('costax');
    await user.click(role);
    expect(await screen.findByRole('option', { name: 'costax' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Admin' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Engineer' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    const name = screen.getByLabelText(/^Display name/);
    await user.clear(name);
    await user.type(name, 'Carl C.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('heading', { name: 'User detail page' })).toBeInTheDocument();
    const patch = api.requests.find((r) => r.method === 'PATCH');
    expect(patch?.body).toEqual({ displayName: 'Carl C.' });
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
  });

  it('shows a refused change (409) over the form', async () => {
    const user = userEvent.setup();
    renderEdit({ status: 409, body: { code: 'aborted', message: messages.user.lastAdmin } });

    const name = await screen.findByLabelText(/^Display name/);
    await user.type(name, ' Jr');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.user.lastAdmin);
  });

  it('shows a blank display name with the SPEC message', async () => {
    const user = userEvent.setup();
    const api = renderEdit({ status: 200, body: { user: carl } });

    const name = await screen.findByLabelText(/^Display name/);
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(messages.user.displayNameRequired)).toBeInTheDocument();
    await waitFor(() => expect(api.requests.some((r) => r.method === 'PATCH')).toBe(false));
  });

  it('asks before leaving with unsaved changes', async () => {
    const user = userEvent.setup();
    renderEdit({ status: 200, body: { user: carl } });

    await user.type(await screen.findByLabelText(/^Display name/), ' Jr');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: messages.shell.unsavedTitle });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByLabelText(/^Display name/)).toHaveValue('Carl Costa Jr');

    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Discard changes' }),
    );
    expect(await screen.findByRole('heading', { name: 'User detail page' })).toBeInTheDocument();
  });
});
