import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { relativeAge, type NotificationHistoryEntry } from '@toolbox/domain';
import { History } from 'lucide-react';
import { ListTable } from '../../../components/data-table-list';
import { SectionHeading } from '../../../components/section-card';
import { formatDateTime, formatTime } from '../../../lib/format';
import { useListState } from '../../../lib/use-list-params';
import { useNotificationHistory } from '../api/get-notification-history';

function Counts({ entry }: { entry: NotificationHistoryEntry }) {
  if (!entry.finishedAt) return <Badge color="gray">Sending…</Badge>;
  return (
    <Group gap={6} wrap="wrap">
      <Badge color="teal" variant="light">
        {entry.delivered} delivered
      </Badge>
      {entry.failed > 0 && (
        <Badge color="red" variant="light">
          {entry.failed} failed
        </Badge>
      )}
      {entry.removed > 0 && (
        <Badge color="gray" variant="light">
          {entry.removed} expired, removed
        </Badge>
      )}
    </Group>
  );
}

const COLUMNS: ColumnDef<NotificationHistoryEntry>[] = [
  {
    id: 'sent',
    header: 'Sent',
    meta: { th: { w: 150 }, td: (entry) => ({ title: formatDateTime(entry.createdAt) }) },
    cell: ({ row: { original: entry } }) => (
      <>
        <Text size="sm">{relativeAge(entry.createdAt)}</Text>
        <Text size="xs" c="dimmed">
          {formatTime(entry.createdAt)}
        </Text>
        {entry.kind !== 'broadcast' && (
          <Badge size="xs" variant="outline" color="gray">
            {entry.kind}
          </Badge>
        )}
      </>
    ),
  },
  {
    id: 'notification',
    header: 'Notification',
    cell: ({ row: { original: entry } }) => (
      <>
        <Text size="sm" fw={600}>
          {entry.title}
        </Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {entry.body}
        </Text>
      </>
    ),
  },
  {
    id: 'by',
    header: 'By',
    meta: { th: { w: '22%' }, td: { style: { overflowWrap: 'anywhere' } } },
    cell: ({ row }) => <Text size="sm">{row.original.sentBy.email}</Text>,
  },
  {
    id: 'devices',
    header: 'Devices',
    meta: { th: { w: 230 } },
    cell: ({ row }) => <Counts entry={row.original} />,
  },
];

/** Admins: what was sent, when, by whom, and how many devices it reached. */
export function NotificationHistory() {
  const list = useListState({ page: 1, pageSize: 10 });
  const history = useNotificationHistory(list.query);

  return (
    <Card component="section" aria-labelledby="notification-history-title" padding={0}>
      <Stack gap="md" p="lg" pb="md">
        <SectionHeading
          id="notification-history-title"
          title="Notification history"
          icon={History}
        />
        <Text size="sm" c="dimmed" mt={-8}>
          Every notification sent, newest first, with the devices it reached: most go to everyone, a
          reminder to the people it named, a test to its sender&apos;s own devices.
        </Text>
      </Stack>
      <ListTable
        result={history}
        loadingMessage="Loading the notification history…"
        errorMessage="The notification history could not be loaded."
        list={list}
        noun={['notification', 'notifications']}
        instant
        empty={() => (
          <Text c="dimmed" size="sm" ta="center" py="xl">
            No notifications have been sent yet. Uploading a document or software package with “Send
            notification” sends one.
          </Text>
        )}
        label="Notification history"
        columns={COLUMNS}
        getRowId={(entry) => String(entry.id)}
        minWidth={760}
        tableProps={{ verticalSpacing: 'sm', highlightOnHover: true }}
        rowProps={() => ({ 'data-testid': 'notification-row' })}
      />
    </Card>
  );
}
