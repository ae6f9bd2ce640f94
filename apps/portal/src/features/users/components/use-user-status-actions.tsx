import type { User } from '@toolbox/domain';
import { messages, type SkippableConfirmation } from '@toolbox/domain';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { ConfirmDialog, isConfirmationSkipped } from '../../../components/confirm-dialog';
import { userLabel } from '../../../lib/format';
import { useDeactivateUser } from '../api/deactivate-user';
import { useSetUserDisabled } from '../api/set-user-disabled';

/** The enable confirmation's name for "Don't ask me again" (docs/product.md#confirmation-skipping). */
const ENABLE: SkippableConfirmation = 'enable-user';

export type StatusAction = 'deactivate' | 'disable' | 'enable';

const ACTIONS = {
  deactivate: {
    title: messages.user.deactivateTitle,
    confirm: messages.user.confirmDeactivate,
    confirmText: 'Deactivate',
    variant: 'danger',
    done: messages.user.deactivated,
  },
  disable: {
    title: messages.user.disableTitle,
    confirm: messages.user.confirmDisable,
    confirmText: 'Disable',
    variant: 'danger',
    done: messages.user.disabled,
  },
  enable: {
    title: messages.user.enableTitle,
    confirm: messages.user.confirmEnable,
    confirmText: 'Enable',
    variant: 'primary',
    done: messages.user.enabled,
  },
} as const;

/** Which status actions fit a user now (docs/product.md#user-status). */
export function availableStatusActions(user: Pick<User, 'status' | 'disabled'>): StatusAction[] {
  if (user.disabled) return ['enable'];
  if (user.status === 'inactive') return ['enable', 'disable'];
  return ['deactivate', 'disable'];
}

/**
 * Deactivate, disable and enable, each asked first in the confirmation dialog that names the user.
 * The outcome is a toast: the server's message (a 409 about one's own account or the last
 * administrator) on failure.
 */
export function useUserStatusActions() {
  const [target, setTarget] = useState<{ action: StatusAction; user: User } | null>(null);
  const [opened, setOpened] = useState(false);
  const deactivate = useDeactivateUser();
  const setDisabled = useSetUserDisabled();
  const busy = deactivate.isPending || setDisabled.isPending;

  const run = async (chosen = target) => {
    if (!chosen) return;
    const { action, user } = chosen;
    try {
      if (action === 'deactivate') await deactivate.mutateAsync(user.id);
      else await setDisabled.mutateAsync({ id: user.id, disabled: action === 'disable' });
      toast.success(ACTIONS[action].done(user.displayName.trim() || user.email));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setOpened(false);
    }
  };

  // The target stays set while the dialog closes, so its text does not vanish mid-animation.
  const look = target ? ACTIONS[target.action] : null;
  const dialog = (
    <ConfirmDialog
      opened={opened}
      title={look?.title ?? ''}
      message={look && target ? look.confirm(userLabel(target.user)) : ''}
      confirmText={look?.confirmText ?? 'Confirm'}
      variant={look?.variant ?? 'primary'}
      // Only enabling loses nothing, so only it offers "Don't ask me again".
      skipKey={target?.action === 'enable' ? ENABLE : undefined}
      loading={busy}
      onConfirm={() => void run()}
      onCancel={() => setOpened(false)}
    />
  );

  return {
    request: (action: StatusAction, user: User) => {
      setTarget({ action, user });
      if (action === 'enable' && isConfirmationSkipped(ENABLE)) void run({ action, user });
      else setOpened(true);
    },
    dialog,
  };
}
