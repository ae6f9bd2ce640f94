import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../app/theme';
import { FormTagsInput } from './form-tags-input';

interface Values {
  tools: string[];
}

function Harness({ onSubmit }: { onSubmit: (values: Values) => void }) {
  const { control, handleSubmit } = useForm<Values>({ defaultValues: { tools: ['Torx T20'] } });
  return (
    <form onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <FormTagsInput control={control} name="tools" label="Tools" />
      <button type="submit">Save</button>
    </form>
  );
}

function HarnessWithError() {
  const { control, setError } = useForm<Values>({ defaultValues: { tools: [] } });
  return (
    <>
      <FormTagsInput control={control} name="tools" label="Tools" />
      <button onClick={() => setError('tools', { message: 'Too many tools' })}>Refuse</button>
    </>
  );
}

const renderInTheme = (ui: ReactNode) =>
  render(
    <MantineProvider theme={theme} env="test">
      {ui}
    </MantineProvider>,
  );

describe('FormTagsInput', () => {
  it('keeps the words in the form field, counting one still typed when the box is left', async () => {
    const onSubmit = vi.fn();
    renderInTheme(<Harness onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Tools' }), 'Hammer');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ tools: ['Torx T20', 'Hammer'] });
  });

  it("shows the field's message", async () => {
    renderInTheme(<HarnessWithError />);
    await userEvent.click(screen.getByRole('button', { name: 'Refuse' }));
    expect(await screen.findByText('Too many tools')).toBeInTheDocument();
  });
});
