import type { User } from '@toolbox/domain';
import { messages } from '@toolbox/domain';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { userLabel } from '../../../lib/format';
import { useDeleteUser } from '../api/delete-user';

/**
 * Deleting a user for good (issue #17 item 2), asked first in a danger dialog that names them;
 * never skippable. `onDeleted` runs after the toast (the detail page goes back to the list).
 */
export function useDeleteUserAction(onDeleted?: () => void) {
  const [target, setTarget] = useState<User | null>(null);
  const [opened, setOpened] = useState(false);
  const remove = useDeleteUser();

  const run = async () => {
    if (!target) return;
    try {
      await remove.mutateAsync(target.id);
      toast.success(messages.user.deleted(userLabel(target)));
      setOpened(false);
      onDeleted?.();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
      setOpened(false);
    }
  };

  const dialog = (
    <ConfirmDialog
      opened={opened}
      title={messages.user.deleteTitle}
      message={target ? messages.user.confirmDelete(userLabel(target)) : ''}
      confirmText="Delete user"
      variant="danger"
      loading={remove.isPending}
      onConfirm={() => void run()}
      onCancel={() => setOpened(false)}
    />
  );

  return {
    request: (user: User) => {
      setTarget(user);
      setOpened(true);
    },
    dialog,
  };
}
