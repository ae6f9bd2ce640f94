import { Alert, Badge, Button, Code, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import type { ImportResetLinksResult, LastFirebaseImport } from '@toolbox/domain';
import { AlertCircle, CheckCircle2, FileText, Send } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { QueryState } from '../../../components/query-state';
import { formatDateTime } from '../../../lib/format';
import { useLastFirebaseImport, useSendImportResetLinks } from '../api/firebase-import';
import { SectionCard } from '../../../components/section-card';

type Report = NonNullable<LastFirebaseImport['report']>;

const OUTCOME_COLOR = {
  imported: 'teal',
  updated: 'blue',
  skipped: 'gray',
  failed: 'red',
} as const;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Settings → Import (admins): the newest report of `npm run import:firebase` on this server. */
export function FirebaseImportReport() {
  return (
    <SectionCard id="firebase-report-title" title="Last import" icon={FileText} gap="md">
      <QueryState
        query={useLastFirebaseImport()}
        loadingMessage="Loading the last import's report…"
        errorMessage="The last import's report could not be loaded."
      >
        {({ report }) =>
          report ? (
            <ReportBody report={report} />
          ) : (
            <Text size="sm" c="dimmed">
              No import has run on this server yet. Its report will be shown here.
            </Text>
          )
        }
      </QueryState>
    </SectionCard>
  );
}

function ReportBody({ report }: { report: Report }) {
  const collections = Object.entries(report.counts);
  return (
    <Stack gap="md" data-testid="firebase-import-report">
      <Group gap="xs">
        <Text size="sm">
          {formatDateTime(report.at)} · <Code>{report.file}</Code>
        </Text>
        {report.dryRun ? (
          <Badge color="orange" variant="light">
            Dry run: nothing was written
          </Badge>
        ) : null}
      </Group>
      {report.failure ? (
        <Alert color="red" variant="light" icon={<AlertCircle size={18} aria-hidden />}>
          {report.failure}
        </Alert>
      ) : null}
      {collections.length > 0 ? (
        <Table.ScrollContainer minWidth={330}>
          <Table striped withTableBorder horizontalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Collection</Table.Th>
                <Table.Th scope="col" ta="right">
                  Imported
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  Updated
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  Skipped
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  Failed
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {collections.map(([name, counts]) => (
                <Table.Tr key={name}>
                  <Table.Th scope="row" fw={500}>
                    {name}
                  </Table.Th>
                  <Table.Td ta="right">{counts.imported}</Table.Td>
                  <Table.Td ta="right">{counts.updated}</Table.Td>
                  <Table.Td ta="right">{counts.skipped}</Table.Td>
                  <Table.Td
                    ta="right"
                    c={counts.failed > 0 ? 'red' : undefined}
                    fw={counts.failed > 0 ? 600 : undefined}
                  >
                    {counts.failed}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      {report.notes.length > 0 ? (
        <List size="sm" spacing={4}>
          {report.notes.map((note) => (
            <List.Item key={note}>{note}</List.Item>
          ))}
        </List>
      ) : null}
      {report.lines.length > 0 ? (
        <Stack gap="xs">
          <Title order={3} fz="md">
            To look at
          </Title>
          <Table.ScrollContainer minWidth={360}>
            <Table withTableBorder verticalSpacing={6}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Record</Table.Th>
                  <Table.Th scope="col" w={120}>
                    Outcome
                  </Table.Th>
                  <Table.Th scope="col">Why</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.lines.map((line, index) => (
                  // One record can have two lines (its account and its profile).
                  <Table.Tr key={`${index}:${line.collection}/${line.id}`}>
                    <Table.Td>
                      <Text size="sm" c="dimmed" span>
                        {line.collection}
                      </Text>{' '}
                      <Code>{line.id}</Code>
                    </Table.Td>
                    <Table.Td>
                      <Badge color={OUTCOME_COLOR[line.outcome]} variant="light">
                        {line.outcome}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" style={{ wordBreak: 'break-word' }}>
                        {line.reason}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {report.moreLines > 0 ? (
            <Text size="sm" c="dimmed">
              And {plural(report.moreLines, 'more line')} in <Code>{report.file}</Code>.
            </Text>
          ) : null}
        </Stack>
      ) : null}
      <ResetLinks awaiting={report.awaitingReset} />
    </Stack>
  );
}

/** Imported users without a password (Google sign-in in Firebase): a reset link each, by e-mail. */
function ResetLinks({ awaiting }: { awaiting: number }) {
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<ImportResetLinksResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const send = useSendImportResetLinks();

  const onConfirm = async () => {
    setError(null);
    try {
      setResult(await send.mutateAsync());
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Stack gap="xs">
      {awaiting > 0 ? (
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text size="sm">
            {plural(awaiting, 'imported user has', 'imported users have')} no password yet (they
            signed in another way in Firebase, or came without hash parameters).
          </Text>
          <Button
            variant="default"
            leftSection={<Send size={16} aria-hidden />}
            onClick={() => setConfirming(true)}
          >
            E-mail reset links
          </Button>
        </Group>
      ) : result === null ? (
        <Text size="sm" c="dimmed">
          Every imported user who can sign in has a password.
        </Text>
      ) : null}
      {result ? (
        <Alert
          color={result.failed.length > 0 ? 'orange' : 'teal'}
          variant="light"
          icon={<CheckCircle2 size={18} aria-hidden />}
          role="status"
          data-testid="reset-links-result"
        >
          {`Sent ${plural(result.sent.length, 'reset link')}.`}
          {result.failed.map((failure) => (
            <Text size="sm" key={failure.email}>
              Not sent to {failure.email}: {failure.reason}
            </Text>
          ))}
        </Alert>
      ) : null}
      {error ? (
        <Alert
          color="red"
          variant="light"
          icon={<AlertCircle size={18} aria-hidden />}
          role="alert"
        >
          {error}
        </Alert>
      ) : null}
      <ConfirmDialog
        opened={confirming}
        title="E-mail reset links"
        message={`Each of the ${plural(awaiting, 'imported user')} without a password will receive an e-mail with a link to choose one. Links work once, within an hour.`}
        confirmText="Send"
        loading={send.isPending}
        onConfirm={() => void onConfirm()}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
