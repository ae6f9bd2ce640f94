import { useWindowEvent } from '@mantine/hooks';
import { messages } from '@toolbox/domain';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';

/**
 * While `when` holds, leaving the page asks first: links and back/forward through the portal's
 * dialog, a reload or closing the tab through the browser's own question.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname,
  );

  useWindowEvent('beforeunload', (event) => {
    if (when) event.preventDefault();
  });

  return (
    <ConfirmDialog
      opened={blocker.state === 'blocked'}
      title={messages.shell.unsavedTitle}
      message={messages.shell.unsavedMessage}
      confirmText="Discard changes"
      cancelText="Keep editing"
      variant="danger"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
