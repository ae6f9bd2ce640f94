import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, passwordRequirementText } from '@toolbox/domain';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { probe, renderRoutes } from '../../../test/render';
import type { Reply } from '@toolbox/web/test/stub-api';
import { stubApi } from '@toolbox/web/test/stub-api';
import { AddUserForm } from './add-user-form';

const policy = {
  minLength: 10,
  requireLowercase: true,
  requireUppercase: true,
  requireNumeric: true,
  requireNonAlphanumeric: false,
};

function renderForm(create: Reply = { status: 201, body: { user: makeUser({ id: 'new-1' }) } }) {
  const api = stubApi({
    'GET /api/v1/auth/password-policy': { status: 200, body: policy },
    'GET /api/v1/users/facets': { status: 200, body: { roles: ['Admin'], teams: ['North'] } },
    'POST /api/v1/users': create,
  });
  const view = renderRoutes(
    [{ path: '/users/add', Component: AddUserForm }, probe('/users/:id', 'User detail page')],
    { initialEntries: ['/users/add'] },
  );
  return { api, ...view };
}

const field = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input' });
const created = (api: ReturnType<typeof stubApi>) =>
  api.requests.filter((r) => r.method === 'POST' && r.path === '/api/v1/users');

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Email'), 'dana@toolbox.test');
  await user.type(field('Display name'), 'Dana Admin');
  await user.click(screen.getByRole('combobox', { name: /^Role/ }));
  await user.click(await screen.findByRole('option', { name: 'Admin' }));
  await user.type(field('Team'), 'North');
  await user.type(screen.getByLabelText(/^Password/), 'Str0ng-password');
  await user.type(screen.getByLabelText(/^Confirm password/), 'Str0ng-password');
}

describe('AddUserForm', () => {
  it("shows the product's messages (docs/product.md#user-validation) on the fields when sent empty, and sends nothing", async () => {
    const user = userEvent.setup();
    const { api } = renderForm();

    await user.click(screen.getByRole('button', { name: 'Create user' }));

    expect(await screen.findByText(messages.user.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.user.displayNameRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.user.roleRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.password.confirmRequired)).toBeInTheDocument();
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(created(api)).toHaveLength(0);
  });

  it('says when the email has the wrong format, and when the passwords differ', async () => {
    const user = userEvent.setup();
    renderForm();

    await user.type(field('Email'), 'not-an-email');
    await user.type(screen.getByLabelText(/^Password/), 'Str0ng-password');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Str0ng-passwort');
    await user.click(screen.getByRole('button', { name: 'Create user' }));

    expect(await screen.findByText(messages.user.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(messages.password.mismatch)).toBeInTheDocument();
  });

  it("shows the server's password policy live, ticking each requirement as it is met", async () => {
    const user = userEvent.setup();
    renderForm();
    const line = (text: string) => screen.getByText(text).closest('li');

    const length = passwordRequirementText('minLength', policy);
    await waitFor(() => expect(screen.getByText(length)).toBeInTheDocument());
    expect(line(length)).toHaveAttribute('data-met', 'false');
    expect(line('an uppercase letter')).toHaveAttribute('data-met', 'false');

    await user.type(screen.getByLabelText(/^Password/), 'Abc');
    expect(line('an uppercase letter')).toHaveAttribute('data-met', 'true');
    expect(line('a lowercase letter')).toHaveAttribute('data-met', 'true');
    expect(line('a number')).toHaveAttribute('data-met', 'false');
    expect(line(length)).toHaveAttribute('data-met', 'false');

    await user.type(screen.getByLabelText(/^Password/), 'defghi1');
    expect(line('a number')).toHaveAttribute('data-met', 'true');
    expect(line(length)).toHaveAttribute('data-met', 'true');
  });

  it('creates the user and goes to their page', async () => {
    const user = userEvent.setup();
    const { api } = renderForm();

    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create user' }));

    expect(await screen.findByRole('heading', { name: 'User detail page' })).toBeInTheDocument();
    expect(created(api)[0]?.body).toEqual({
      email: 'dana@toolbox.test',
      displayName: 'Dana Admin',
      role: 'Admin',
      team: 'North',
      password: 'Str0ng-password',
    });
  });

  it("puts the server's field details on their fields", async () => {
    const user = userEvent.setup();
    renderForm({
      status: 400,
      body: {
        code: 'password-does-not-meet-requirements',
        message: 'Password must have a symbol.',
        details: { password: ['Password must have a symbol.'], email: ['Email format is invalid'] },
      },
    });

    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create user' }));

    expect(await screen.findByText('Password must have a symbol.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      'Password must have a symbol.',
    );
    expect(screen.getByText(messages.user.emailInvalid)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a 409 as an alert over the form', async () => {
    const user = userEvent.setup();
    renderForm({ status: 409, body: { code: 'aborted', message: messages.user.emailTaken } });

    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create user' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.user.emailTaken);
    expect(screen.queryByRole('heading', { name: 'User detail page' })).not.toBeInTheDocument();
  });
});
