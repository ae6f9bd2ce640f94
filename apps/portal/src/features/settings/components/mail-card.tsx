import { Alert, Badge, Button, Code, Group, Stack, Text, TextInput } from '@mantine/core';
import type { SystemInfo, TestMailResult } from '@toolbox/domain';
import { AlertCircle, CheckCircle2, Mail, MailWarning, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { QueryState } from '../../../components/query-state';
import { useSystemInfo } from '../../../lib/system-info';
import { useSendTestMail } from '../api/send-test-mail';
import { SectionCard } from '../../../components/section-card';

const RESULT_LOOK = {
  sent: { color: 'teal', icon: CheckCircle2 },
  outbox: { color: 'orange', icon: MailWarning },
  failed: { color: 'red', icon: AlertCircle },
} as const;

/**
 * Settings → System (admins): whether the server can send e-mail, whether its mail server answers
 * now, and a test e-mail that says in plain words what became of it
 * (docs/product.md#account-recovery).
 */
export function MailCard({ email }: { email: string }) {
  return (
    <SectionCard id="mail-title" title="E-mail" icon={Mail} gap="md">
      <QueryState
        query={useSystemInfo()}
        loadingMessage="Loading the mail settings…"
        errorMessage="The mail settings could not be loaded."
      >
        {(system) => <MailStatus mail={system.mail} />}
      </QueryState>
      <ResetCommand />
      <TestMailForm email={email} />
    </SectionCard>
  );
}

function MailStatus({ mail }: { mail: SystemInfo['mail'] }) {
  if (mail.transport === 'smtp' && mail.status === 'unavailable') {
    return (
      <Stack gap={4} data-testid="mail-status">
        <Group gap="xs">
          <Badge color="red" variant="light">
            Not answering
          </Badge>
          <Text size="sm">
            The mail server at {mail.host ?? 'the configured address'} is not answering: password
            reset e-mails and reset links do not go out until it is back.
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          Toolbox asks it again at most once a minute. Send a test e-mail to see what it answers.
        </Text>
      </Stack>
    );
  }
  if (mail.transport === 'smtp') {
    return (
      <Stack gap={4} data-testid="mail-status">
        <Group gap="xs">
          <Badge color="teal" variant="light">
            Set up
          </Badge>
          <Text size="sm">
            Sent through {mail.host ?? 'the configured server'}, from {mail.from}.
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          Password reset e-mails and administrators&apos; reset links reach people.
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap={4} data-testid="mail-status">
      <Group gap="xs">
        <Badge color="orange" variant="light">
          Not set up
        </Badge>
        <Text size="sm">
          E-mail is written to the outbox folder on the server and reaches nobody.
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        Until <Code>SMTP_URL</Code> and <Code>MAIL_FROM</Code> are set (see the README), nobody
        receives a password reset e-mail: help people back in with a temporary password on their
        user page.
      </Text>
    </Stack>
  );
}

/**
 * The way back in for someone no e-mail reaches, the last administrator among them. Only
 * administrators see it: the login page's Forgot password says to ask one.
 */
function ResetCommand() {
  return (
    <Stack gap={4}>
      <Text size="sm">
        Someone who cannot get a reset e-mail, or the last administrator, gets a one-time reset link
        from the server&apos;s console (with Toolbox stopped on the embedded database):
      </Text>
      {/* Wrapped anywhere: a narrow screen must not push the card's text out of sight. */}
      <Code
        block
        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        data-testid="reset-command"
      >
        npm run admin -- reset-password &lt;email&gt;
      </Code>
    </Stack>
  );
}

function TestMailForm({ email }: { email: string }) {
  const [to, setTo] = useState(email);
  const [result, setResult] = useState<TestMailResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const send = useSendTestMail();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    setError(null);
    try {
      setResult(await send.mutateAsync(to.trim()));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  const look = result ? RESULT_LOOK[result.outcome] : null;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="sm">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label="Send a test e-mail to"
            type="email"
            value={to}
            onChange={(event) => setTo(event.currentTarget.value)}
            w={{ base: '100%', sm: 320 }}
          />
          <Button
            type="submit"
            variant="default"
            leftSection={<Send size={16} aria-hidden />}
            loading={send.isPending}
          >
            Send test e-mail
          </Button>
        </Group>
        {result && look ? (
          <Alert
            color={look.color}
            variant="light"
            icon={<look.icon size={18} aria-hidden />}
            role={result.outcome === 'sent' ? 'status' : 'alert'}
            data-testid="test-mail-result"
          >
            {result.message}
          </Alert>
        ) : null}
        {error ? (
          <Alert color="red" variant="light" icon={<AlertCircle size={18} />} role="alert">
            {error}
          </Alert>
        ) : null}
      </Stack>
    </form>
  );
}
