import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../app/theme';
import { FormFileDropZone } from './form-file-drop-zone';
import { FormUploadActions } from './form-upload-actions';

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
    <MemoryRouter>{ui}</MemoryRouter>
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

describe('FormUploadActions', () => {
  it('offers Cancel until the upload runs, and keeps submit off once saved', () => {
    const { rerender } = render(
      inTheme(
        <FormUploadActions cancelTo="/software" busy={false} saved={false}>
          Upload software
        </FormUploadActions>,
      ),
    );
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/software');
    expect(screen.getByRole('button', { name: 'Upload software' })).toBeEnabled();

    rerender(
      inTheme(
        <FormUploadActions cancelTo="/software" busy saved>
          Upload software
        </FormUploadActions>,
      ),
    );
    expect(screen.queryByRole('link', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Upload software/ })).toBeDisabled();
  });
});
