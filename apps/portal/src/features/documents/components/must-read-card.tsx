import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Pagination,
  Progress,
  SegmentedControl,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import type { Document, MustReadMark, MustReadStatus } from '@toolbox/domain';
import { formatVersion, messages } from '@toolbox/domain';
import { BellRing, BookCheck, Pencil, X } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { ConfirmDialog, useConfirmation } from '../../../components/confirm-dialog';
import { SectionCard } from '../../../components/section-card';
import { formatDateTime } from '../../../lib/format';
import {
  MUST_READ_PAGE_SIZE,
  useClearMustRead,
  useMustReadStatus,
  useSendReminder,
} from '../api/must-read';
import { MustReadDialog } from './must-read-dialog';

type Tab = 'unread' | 'read';

/**
 * Must read on the document's page (docs/product.md#must-read): the current version's mark, who
 * has and has not read it, reminders for the rest.
 */
export function MustReadCard({ document }: { document: Document }) {
  const [tab, setTab] = useState<Tab>('unread');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState(false);
  const status = useMustReadStatus(document.id, tab, page);
  const mark = status.data?.mark ?? null;
  // Fewer people on the list than when the page was chosen (they read it): back to the last page.
  const pages = Math.max(1, Math.ceil((status.data?.total ?? 0) / MUST_READ_PAGE_SIZE));
  if (status.data && !status.isPlaceholderData && page > pages) setPage(pages);

  return (
    <SectionCard
      id="must-read-title"
      title="Must read"
      icon={BookCheck}
      badge={mark ? <Badge color="red.9">{messages.mustRead.badge}</Badge> : undefined}
      gap="sm"
    >
      {status.isPending ? (
        <Loader size="sm" aria-label="Loading who has read it" />
      ) : status.isError ? (
        <Text size="sm" c="red" role="alert">
          {status.error.message}
        </Text>
      ) : !mark ? (
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            {formatVersion(document.currentVersion)} is not must read. Mark it to ask everyone, or
            the engineers of chosen machines, to confirm they have read it.
          </Text>
          <Button
            variant="light"
            leftSection={<BookCheck size={16} />}
            onClick={() => setEditing(true)}
          >
            Mark as must read
          </Button>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text size="sm">
            {formatVersion(mark.versionNumber)}, for {audienceText(mark)}. Marked{' '}
            {formatDateTime(mark.markedAt)}
            {mark.markedBy.displayName ? ` by ${mark.markedBy.displayName}` : ''}.
          </Text>
          {status.data.audienceCount === 0 ? (
            <Alert color="orange" role="status">
              {messages.mustRead.noAudience}
            </Alert>
          ) : null}
          <ReadProgress status={status.data} />
          <MarkActions document={document} status={status.data} onEdit={() => setEditing(true)} />
          <SegmentedControl
            value={tab}
            onChange={(next) => {
              setTab(next);
              setPage(1);
            }}
            data={[
              {
                value: 'unread',
                label: `Not read (${status.data.audienceCount - status.data.readCount})`,
              },
              { value: 'read', label: `Read (${status.data.readCount})` },
            ]}
            aria-label="Who to show"
            style={{ alignSelf: 'flex-start' }}
          />
          {status.isPlaceholderData ? (
            <Loader size="sm" aria-label="Loading who has read it" />
          ) : (
            <People status={status.data} tab={tab} />
          )}
          {status.data.total > MUST_READ_PAGE_SIZE ? (
            <Pagination
              value={page}
              onChange={setPage}
              total={Math.ceil(status.data.total / MUST_READ_PAGE_SIZE)}
              size="sm"
            />
          ) : null}
        </Stack>
      )}
      <MustReadDialog
        document={document}
        mark={mark}
        opened={editing}
        onClose={() => setEditing(false)}
      />
    </SectionCard>
  );
}

/** Whom the mark asks: everyone, or the engineers of its machines (if any are left). */
function audienceText(mark: MustReadMark): string {
  if (mark.audience === 'all') return 'everyone';
  if (mark.machines.length === 0) return 'the engineers of machines since deleted';
  return `the engineers of ${mark.machines.map((m) => `${m.manufacturer} ${m.model}`).join(', ')}`;
}

function ReadProgress({ status }: { status: MustReadStatus }) {
  const { audienceCount, readCount } = status;
  const percent = audienceCount === 0 ? 0 : Math.round((readCount / audienceCount) * 100);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600} data-testid="must-read-count">
        {readCount} of {audienceCount} have read it
      </Text>
      <Progress value={percent} aria-label={`${percent}% have read it`} size="sm" />
    </Stack>
  );
}

/** Send reminder, Change, Remove mark; each that writes asks first. */
function MarkActions({
  document,
  status,
  onEdit,
}: {
  document: Document;
  status: MustReadStatus;
  onEdit: () => void;
}) {
  const remind = useSendReminder(document.id);
  const clear = useClearMustRead(document.id);
  const unread = status.audienceCount - status.readCount;
  const reminding = useConfirmation(() => {
    remind.mutate(undefined, {
      onSuccess: ({ recipients }) => toast.success(messages.mustRead.reminderSent(recipients)),
      onError: (error) => toast.error(error.message),
    });
  });
  const clearing = useConfirmation(() => {
    clear.mutate(document.currentVersion, {
      onSuccess: () => toast.success(messages.mustRead.cleared),
      onError: (error) => toast.error(error.message),
    });
  });
  return (
    <Group gap="sm">
      <Button
        leftSection={<BellRing size={16} />}
        onClick={reminding.request}
        disabled={unread <= 0}
        loading={remind.isPending}
      >
        Send reminder
      </Button>
      <Button variant="default" leftSection={<Pencil size={16} />} onClick={onEdit}>
        Change
      </Button>
      <Button
        variant="subtle"
        color="red"
        leftSection={<X size={16} />}
        onClick={clearing.request}
        loading={clear.isPending}
      >
        Remove mark
      </Button>
      <ConfirmDialog
        {...reminding.dialogProps}
        title="Send a reminder"
        message={`Push a reminder to the ${unread} ${unread === 1 ? 'person' : 'people'} who have not read ${formatVersion(document.currentVersion)} yet?`}
        confirmText="Send reminder"
      />
      <ConfirmDialog
        {...clearing.dialogProps}
        title="Remove the must-read mark"
        message="Engineers will no longer be asked to read this version. What they confirmed stays recorded."
        confirmText="Remove mark"
        variant="danger"
      />
    </Group>
  );
}

function People({ status, tab }: { status: MustReadStatus; tab: Tab }) {
  // Nobody is asked: the alert above says why.
  if (status.audienceCount === 0) return null;
  if (status.items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {tab === 'unread' ? messages.mustRead.everyoneRead : 'Nobody has read it yet.'}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped aria-label={tab === 'unread' ? 'Not read' : 'Read'}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Team</Table.Th>
            {tab === 'read' ? <Table.Th>Read</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {status.items.map((person) => (
            <Table.Tr key={person.id}>
              <Table.Td>{person.displayName.trim() || '—'}</Table.Td>
              <Table.Td>{person.email}</Table.Td>
              <Table.Td>{person.team ?? '—'}</Table.Td>
              {tab === 'read' ? (
                <Table.Td>
                  {person.acknowledgedAt ? formatDateTime(person.acknowledgedAt) : ''}
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
