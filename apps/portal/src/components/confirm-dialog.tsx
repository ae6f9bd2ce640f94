import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import {
  isConfirmationSkipped as isSkipped,
  messages,
  SKIP_CONFIRMATION_VALUE,
  skipConfirmationKey,
} from '@toolbox/domain';
import type { ReactNode } from 'react';
import { useState } from 'react';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: ReactNode;
  confirmText?: string;
  cancelText?: string;
  variant?: 'danger' | 'primary';
  /** Offers "Don't ask me again"; a tick is stored under `skip-confirmation-<skipKey>`. */
  skipKey?: string | undefined;
  /** Shows the confirm button as busy. */
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Whether the user ticked "Don't ask me again" for this confirmation
 * (docs/product.md#confirmation-skipping).
 */
export function isConfirmationSkipped(skipKey: string | undefined): boolean {
  if (skipKey === undefined) return false;
  return isSkipped(true, window.localStorage.getItem(skipConfirmationKey(skipKey)));
}

/**
 * A reusable confirmation (docs/product.md#confirmations): title, message, confirm/cancel text,
 * danger or primary.
 */
export function ConfirmDialog({ opened, title, onCancel, ...body }: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered size="sm" radius="md">
      {/* Inside the modal, so the checkbox starts unticked each time it opens. */}
      <ConfirmDialogBody onCancel={onCancel} {...body} />
    </Modal>
  );
}

function ConfirmDialogBody({
  message,
  confirmText = 'Confirm',
  cancelText = 'Cancel',
  variant = 'primary',
  skipKey,
  loading = false,
  onConfirm,
  onCancel,
}: Omit<ConfirmDialogProps, 'opened' | 'title'>) {
  const [dontAskAgain, setDontAskAgain] = useState(false);

  const confirm = () => {
    if (skipKey !== undefined && dontAskAgain) {
      window.localStorage.setItem(skipConfirmationKey(skipKey), SKIP_CONFIRMATION_VALUE);
    }
    onConfirm();
  };

  return (
    <Stack gap="lg">
      {typeof message === 'string' ? <Text size="sm">{message}</Text> : message}
      {skipKey !== undefined ? (
        <Checkbox
          label={messages.shell.dontAskAgain}
          checked={dontAskAgain}
          onChange={(event) => setDontAskAgain(event.currentTarget.checked)}
        />
      ) : null}
      {/* A destructive confirmation starts on Cancel, so Enter does not delete (issue #18 item 7). */}
      <Group justify="flex-end" gap="sm">
        <Button
          variant="default"
          onClick={onCancel}
          disabled={loading}
          data-autofocus={variant === 'danger' ? true : undefined}
        >
          {cancelText}
        </Button>
        <Button
          color={variant === 'danger' ? 'red' : undefined}
          onClick={confirm}
          loading={loading}
          data-autofocus={variant === 'danger' ? undefined : true}
        >
          {confirmText}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Opens the dialog on `request()`, or runs `onConfirm` at once when the user asked not to be
 * asked again for `skipKey`.
 */
export function useConfirmation(onConfirm: () => void, skipKey?: string) {
  const [opened, setOpened] = useState(false);

  return {
    request: () => {
      if (isConfirmationSkipped(skipKey)) onConfirm();
      else setOpened(true);
    },
    dialogProps: {
      opened,
      skipKey,
      onConfirm: () => {
        setOpened(false);
        onConfirm();
      },
      onCancel: () => setOpened(false),
    },
  };
}
