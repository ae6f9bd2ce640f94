import { Alert, Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { PasswordInput } from '@toolbox/web/password-input';
import { isApiError } from '@toolbox/client';
import type { UserDetail } from '@toolbox/domain';
import { generatePassword, messages, passwordPolicyMessage } from '@toolbox/domain';
import { PasswordRequirements } from '@toolbox/web/password-requirements';
import { CheckCircle2, Dices } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { usePasswordPolicy } from '../../../lib/auth/password-policy-query';
import { userLabel } from '../../../lib/format';
import { useSetTemporaryPassword } from '../api/set-temporary-password';

/** A random index below n from the browser's secure random source. */
function secureIndex(n: number): number {
  const [value] = crypto.getRandomValues(new Uint32Array(1));
  return value! % n;
}

/**
 * Sets a temporary password for someone else (docs/product.md#account-recovery): typed or
 * generated, checked against the policy as it is typed, then shown once more to pass on.
 */
export function TemporaryPasswordModal({
  user,
  opened,
  onClose,
}: {
  user: UserDetail;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={messages.user.temporaryPasswordTitle}
      centered
      radius="md"
    >
      {/* Inside the modal, so it opens empty every time. */}
      <TemporaryPasswordBody user={user} onClose={onClose} />
    </Modal>
  );
}

function TemporaryPasswordBody({ user, onClose }: { user: UserDetail; onClose: () => void }) {
  const policy = usePasswordPolicy();
  const save = useSetTemporaryPassword();
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const name = user.displayName.trim() || user.email;

  if (done) {
    return (
      <Stack gap="md">
        <Alert color="teal" variant="light" icon={<CheckCircle2 size={18} />} role="status">
          {messages.user.temporaryPasswordSet(name)}
        </Alert>
        <Text size="sm">Temporary password for {userLabel(user)}:</Text>
        <Code block data-testid="temporary-password">
          {password}
        </Code>
        <Group justify="flex-end">
          <Button onClick={onClose}>Done</Button>
        </Group>
      </Stack>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const problem = passwordPolicyMessage(password, policy);
    setFieldError(problem);
    if (problem) return;
    try {
      await save.mutateAsync({ id: user.id, password });
      setDone(true);
    } catch (error) {
      const detail = isApiError(error) ? error.details?.password?.join(' ') : undefined;
      if (detail) setFieldError(detail);
      else setFormError(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <Text size="sm">{messages.user.temporaryPasswordHelp(name)}</Text>
        <FormErrorAlert message={formError} />
        <Stack gap="xs">
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <PasswordInput
              label="Temporary password"
              autoComplete="new-password"
              style={{ flex: 1 }}
              visible={visible}
              onVisibilityChange={setVisible}
              toggleName="temporary password"
              value={password}
              error={fieldError}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
            <Button
              variant="default"
              leftSection={<Dices size={16} aria-hidden />}
              onClick={() => {
                setPassword(generatePassword(policy, secureIndex));
                setVisible(true);
                setFieldError(null);
              }}
            >
              Generate
            </Button>
          </Group>
          <PasswordRequirements policy={policy} password={password} />
        </Stack>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Set temporary password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
