import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, skipConfirmationKey } from '@toolbox/domain';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../app/theme';
import type { ConfirmDialogProps } from './confirm-dialog';
import { ConfirmDialog, useConfirmation } from './confirm-dialog';

function renderDialog(props: Partial<ConfirmDialogProps> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <MantineProvider theme={theme} env="test">
      <ConfirmDialog
        opened
        title="Delete document"
        message="This cannot be undone."
        confirmText="Delete"
        variant="danger"
        onConfirm={onConfirm}
        onCancel={onCancel}
        {...props}
      />
    </MantineProvider>,
  );
  return { onConfirm, onCancel };
}

function Harness({ onConfirm, skipKey }: { onConfirm: () => void; skipKey?: string }) {
  const { request, dialogProps } = useConfirmation(onConfirm, skipKey);
  return (
    <>
      <button onClick={request}>Remove</button>
      <ConfirmDialog {...dialogProps} title="Remove item" message="Sure?" />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('shows title, message and the two buttons, and reports the choice', async () => {
    const user = userEvent.setup();
    const { onConfirm, onCancel } = renderDialog();

    expect(screen.getByRole('dialog', { name: 'Delete document' })).toBeInTheDocument();
    expect(screen.getByText('This cannot be undone.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    const { onCancel } = renderDialog();

    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalled();
  });

  it('offers no "Don\'t ask me again" without a skip key', () => {
    renderDialog();
    expect(screen.queryByLabelText(messages.shell.dontAskAgain)).not.toBeInTheDocument();
  });

  it('stores true under skip-confirmation-<key> when the box is ticked', async () => {
    const user = userEvent.setup();
    const { onConfirm } = renderDialog({ skipKey: 'delete-document' });

    await user.click(screen.getByLabelText(messages.shell.dontAskAgain));
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem(skipConfirmationKey('delete-document'))).toBe('true');
    expect(window.localStorage.getItem('skip-confirmation-delete-document')).toBe('true');
  });

  it('stores nothing when the box is left unticked', async () => {
    const user = userEvent.setup();
    renderDialog({ skipKey: 'delete-document' });

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(window.localStorage.getItem(skipConfirmationKey('delete-document'))).toBeNull();
  });
});

function renderHarness(onConfirm: () => void) {
  render(
    <MantineProvider theme={theme} env="test">
      <Harness onConfirm={onConfirm} skipKey="remove-item" />
    </MantineProvider>,
  );
}

describe('useConfirmation', () => {
  it('asks first, then confirms immediately once the user chose not to be asked again', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderHarness(onConfirm);

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByRole('dialog', { name: 'Remove item' })).toBeInTheDocument();
    await user.click(screen.getByLabelText(messages.shell.dontAskAgain));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onConfirm).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('ignores a stored value other than true', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(skipConfirmationKey('remove-item'), 'yes');
    const onConfirm = vi.fn();
    renderHarness(onConfirm);

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Remove item' })).toBeInTheDocument();
  });
});
