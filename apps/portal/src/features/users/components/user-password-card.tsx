import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { UserDetail } from '@toolbox/domain';
import { isUserActive, messages } from '@toolbox/domain';
import { KeyRound, MailX, Send } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SectionCard } from '../../../components/section-card';
import { userLabel } from '../../../lib/format';
import { useSystemInfo } from '../../../lib/system-info';
import { useSendResetLink } from '../api/send-reset-link';
import { TemporaryPasswordModal } from './temporary-password-modal';
import { UserTwoFactor } from './user-two-factor';

/**
 * A user's password, for the administrator helping them back in (docs/product.md#account-recovery):
 * a reset link by e-mail when the server has mail, or a temporary password they must replace.
 */
export function UserPasswordCard({ user, isSelf }: { user: UserDetail; isSelf: boolean }) {
  return (
    <SectionCard id="user-password-title" title="Password" icon={KeyRound} gap="sm">
      {isSelf ? (
        <Text size="sm">
          {messages.user.cannotResetOwnPassword}{' '}
          <Anchor component={Link} to="/settings?tab=account">
            Open Settings
          </Anchor>
        </Text>
      ) : (
        <RecoveryActions user={user} />
      )}
      <UserTwoFactor user={user} isSelf={isSelf} />
    </SectionCard>
  );
}

function RecoveryActions({ user }: { user: UserDetail }) {
  const { data: system } = useSystemInfo();
  const mailReady = system?.mail.transport === 'smtp';
  const canSignIn = isUserActive(user);
  const [confirming, setConfirming] = useState(false);
  const [settingPassword, temporary] = useDisclosure(false);
  const send = useSendResetLink();

  const sendLink = async () => {
    try {
      const { sentTo } = await send.mutateAsync(user.id);
      toast.success(messages.user.resetLinkSent(sentTo));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Stack gap="sm">
      {user.mustChangePassword ? (
        <Text size="sm" data-testid="temporary-password-pending">
          Has a temporary password: must choose their own at the next sign-in.
        </Text>
      ) : null}
      {system && !mailReady ? (
        <Alert color="orange" variant="light" icon={<MailX size={18} />} data-testid="no-mail">
          {messages.user.resetNeedsMail}
        </Alert>
      ) : null}
      {mailReady && !canSignIn ? (
        <Text size="sm" c="dimmed">
          {messages.user.resetNeedsActive}
        </Text>
      ) : null}
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<Send size={16} aria-hidden />}
          disabled={!mailReady || !canSignIn}
          onClick={() => setConfirming(true)}
        >
          Send reset link
        </Button>
        <Button
          variant="default"
          leftSection={<KeyRound size={16} aria-hidden />}
          onClick={temporary.open}
        >
          Set temporary password
        </Button>
      </Group>
      <ConfirmDialog
        opened={confirming}
        title={messages.user.resetLinkTitle}
        message={messages.user.confirmResetLink(userLabel(user), user.email)}
        confirmText="Send link"
        loading={send.isPending}
        onConfirm={() => void sendLink()}
        onCancel={() => setConfirming(false)}
      />
      <TemporaryPasswordModal user={user} opened={settingPassword} onClose={temporary.close} />
    </Stack>
  );
}
