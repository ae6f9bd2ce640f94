import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../app/theme';
import { useFormSave } from '../lib/form-errors';
import type { RequiredTextField } from './form-fields';
import { FormAutocomplete, FormSelect, FormSwitch, RequiredTextInputs } from './form-fields';
import { ApiError } from '@toolbox/client';
import { messages } from '@toolbox/domain';

interface Values {
  name: string;
  role: string;
  team: string;
  notify: boolean;
}

const NAME: RequiredTextField<Values>[] = [
  { name: 'name', label: 'Name', placeholder: 'e.g. Ada' },
];

/** A form with one field of each kind; its save fails with `failure` when one is given. */
function Form({ onSave, failure }: { onSave: (values: Values) => void; failure?: Error }) {
  const form = useForm<Values>({
    defaultValues: { name: '', role: '', team: '', notify: false },
  });
  const { formError, attempt } = useFormSave(form.setError, { fields: ['name', 'team'] });
  const submit = form.handleSubmit((values) =>
    attempt(async () => {
      onSave(values);
      if (failure) throw failure;
    }),
  );
  return (
    <form onSubmit={(event) => void submit(event)}>
      <RequiredTextInputs form={form} fields={NAME} />
      <FormSelect control={form.control} name="role" label="Role" data={['Admin', 'Engineer']} />
      <FormAutocomplete control={form.control} name="team" label="Team" data={['North']} />
      <FormSwitch control={form.control} name="notify" label="Notify" />
      {formError ? <p role="alert">{formError}</p> : null}
      <button type="submit">Save</button>
    </form>
  );
}

function renderForm(failure?: Error) {
  const onSave = vi.fn();
  render(
    <MantineProvider theme={theme} env="test">
      <Form onSave={onSave} {...(failure ? { failure } : {})} />
    </MantineProvider>,
  );
  return onSave;
}

describe('form fields', () => {
  it('hold what is typed, chosen and switched, with no role as empty text', async () => {
    const user = userEvent.setup();
    const onSave = renderForm();

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.type(screen.getByLabelText('Team', { selector: 'input' }), 'South');
    await user.click(screen.getByRole('switch', { name: 'Notify' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(onSave).toHaveBeenCalledWith({ name: 'Ada', role: '', team: 'South', notify: true });
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('autocomplete', 'off');
  });

  it('put server details on their fields and the rest over the form', async () => {
    const user = userEvent.setup();
    renderForm(
      new ApiError({
        status: 400,
        code: 'invalid-argument',
        message: 'Invalid',
        details: { name: ['Name is taken'], other: ['Something else'] },
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Name is taken')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Something else');
  });

  it.each([
    [403, 'permission-denied', messages.request.crossSite],
    [429, 'resource-exhausted', messages.request.tooManyRequests],
    [503, 'unavailable', messages.request.unavailable],
  ])('show a %i over the form and keep what was typed', async (status, code, message) => {
    const user = userEvent.setup();
    const onSave = renderForm(new ApiError({ status, code, message, hasServerMessage: true }));

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.type(screen.getByLabelText('Team', { selector: 'input' }), 'South');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada');
    expect(screen.getByLabelText('Team', { selector: 'input' })).toHaveValue('South');
  });
});
