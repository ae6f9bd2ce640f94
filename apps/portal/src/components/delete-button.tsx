import { Button } from '@mantine/core';
import { useUncontrolled } from '@mantine/hooks';
import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import toast from 'react-hot-toast';
import { ConfirmDialog } from './confirm-dialog';

interface DeleteButtonProps {
  /** The dialog's title and question. */
  title: string;
  message: ReactNode;
  confirmText?: string;
  /** Shows the confirm button as busy. */
  loading: boolean;
  /** Deletes; what it throws is shown as an error toast. */
  onDelete: () => Promise<unknown>;
  /** Runs once the delete worked and the dialog closed: say so, leave the page, drop the cache. */
  onDeleted: () => Promise<void>;
  /** Whether the dialog is open, for a caller that loads what the dialog shows; else kept here. */
  opened?: boolean;
  onOpenedChange?: (opened: boolean) => void;
}

/** A detail page's Delete button, asked first in a danger dialog; the dialog closes either way. */
export function DeleteButton({
  title,
  message,
  confirmText = 'Delete',
  loading,
  onDelete,
  onDeleted,
  opened: openedProp,
  onOpenedChange,
}: DeleteButtonProps) {
  const [opened, setOpened] = useUncontrolled({
    value: openedProp,
    defaultValue: false,
    onChange: onOpenedChange,
  });

  const confirm = async () => {
    try {
      await onDelete();
      setOpened(false);
      await onDeleted();
    } catch (error) {
      setOpened(false);
      toast.error(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <>
      <Button
        variant="outline"
        color="red"
        leftSection={<Trash2 size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        Delete
      </Button>
      <ConfirmDialog
        opened={opened}
        title={title}
        message={message}
        confirmText={confirmText}
        variant="danger"
        loading={loading}
        onConfirm={() => void confirm()}
        onCancel={() => setOpened(false)}
      />
    </>
  );
}
