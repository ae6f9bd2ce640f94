import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../app/theme';
import { FormFileDropZone } from './form-file-drop-zone';

interface Values {
  file: File | null;
}

function Harness({ onChoose }: { onChoose: (file: File | null) => void }) {
  const { control, setValue, setError } = useForm<Values>({ defaultValues: { file: null } });
  return (
    <>
      <FormFileDropZone
        control={control}
        name="file"
        label="ZIP file"
        prompt="Drop the ZIP file here"
        onChange={(file) => {
          onChoose(file);
          setValue('file', file);
        }}
      />
      <button onClick={() => setError('file', { message: 'Only ZIP files' })}>Refuse</button>
    </>
  );
}

const inTheme = (ui: ReactNode) => (
  <MantineProvider theme={theme} env="test">
    {ui}
  </MantineProvider>
);

describe('FormFileDropZone', () => {
  it("shows the file the field holds, and the field's message", async () => {
    const onChoose = vi.fn();
    const { container } = render(inTheme(<Harness onChoose={onChoose} />));
    const file = new File(['PK'], 'firmware.zip', { type: 'application/zip' });
    await userEvent.upload(container.querySelector('input[type="file"]')!, file);
    expect(onChoose).toHaveBeenCalledWith(file);
    expect(screen.getByTestId('file-name')).toHaveTextContent('firmware.zip');

    await userEvent.click(screen.getByRole('button', { name: 'Refuse' }));
    expect(await screen.findByText('Only ZIP files')).toBeInTheDocument();
  });
});
