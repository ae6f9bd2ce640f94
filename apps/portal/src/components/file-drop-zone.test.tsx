import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../app/theme';
import { FileDropZone } from './file-drop-zone';

/** Holds the chosen file as a form would, and reports every change. */
function Field({
  onChange,
  disabled,
}: {
  onChange: (file: File | null) => void;
  disabled?: boolean;
}) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <FileDropZone
      file={file}
      label="ZIP file"
      description="One .zip file."
      prompt="Drop the ZIP file here"
      accept=".zip"
      disabled={disabled ?? false}
      onChange={(next) => {
        setFile(next);
        onChange(next);
      }}
    />
  );
}

function renderField(props: { disabled?: boolean } = {}) {
  const onChange = vi.fn();
  render(
    <MantineProvider theme={theme} env="test">
      <Field onChange={onChange} {...props} />
    </MantineProvider>,
  );
  return onChange;
}

const zip = new File([new Uint8Array(3000)], 'firmware.zip', { type: 'application/zip' });

describe('FileDropZone', () => {
  it('shows its label, description and prompt, with the choose button reachable by its label', () => {
    renderField();
    expect(screen.getByText('Drop the ZIP file here')).toBeInTheDocument();
    expect(screen.getByText('One .zip file.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ZIP file' })).toHaveTextContent('Choose file');
    expect(screen.getByTestId('file-input')).toHaveAttribute('accept', '.zip');
  });

  it("shows a chosen file's name, type and size, and removes it", async () => {
    const user = userEvent.setup();
    const onChange = renderField();

    await user.upload(screen.getByTestId('file-input'), zip);
    expect(onChange).toHaveBeenLastCalledWith(zip);
    expect(screen.getByTestId('file-name')).toHaveTextContent('firmware.zip');
    expect(screen.getByText('zip')).toBeInTheDocument();
    expect(screen.getByText('3 KB')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByTestId('file-name')).not.toBeInTheDocument();
  });

  // SPEC's rule, as the file will be stored and shown after the upload: 22 bytes round to 0 KB.
  it.each([
    [22, '0 KB'],
    [1536, '2 KB'],
    [1536 * 1024, '1.50 MB'],
  ])('shows %d bytes as %s', async (bytes, shown) => {
    const user = userEvent.setup();
    renderField();
    await user.upload(
      screen.getByTestId('file-input'),
      new File([new Uint8Array(bytes)], 'notes.zip', { type: 'application/zip' }),
    );
    expect(screen.getByText(shown)).toBeInTheDocument();
  });

  it('takes the first file of a drop, unless disabled', () => {
    const other = new File(['x'], 'notes.txt', { type: 'text/plain' });
    const onChange = renderField();
    fireEvent.drop(screen.getByTestId('file-drop-zone'), {
      dataTransfer: { files: [zip, other] },
    });
    expect(onChange).toHaveBeenCalledExactlyOnceWith(zip);
  });

  it('ignores a drop while disabled', () => {
    const onChange = renderField({ disabled: true });
    fireEvent.drop(screen.getByTestId('file-drop-zone'), { dataTransfer: { files: [zip] } });
    expect(onChange).not.toHaveBeenCalled();
  });
});
