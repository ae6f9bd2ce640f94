import { Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { relativeAge, type NotificationHistoryEntry } from '@toolbox/domain';
import { History } from 'lucide-react';
import { useState } from 'react';
import { PagedList } from '../../../components/paged-list';
import { QueryState } from '../../../components/query-state';
import { formatDateTime, formatTime } from '../../../lib/format';
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

function NotificationTable({ items }: { items: NotificationHistoryEntry[] }) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" aria-label="Notification history" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={150}>Sent</Table.Th>
            <Table.Th>Notification</Table.Th>
            <Table.Th w="22%">By</Table.Th>
            <Table.Th w={230}>Devices</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((entry) => (
            <Table.Tr key={entry.id} data-testid="notification-row">
              <Table.Td title={formatDateTime(entry.createdAt)}>
                <Text size="sm">{relativeAge(entry.createdAt)}</Text>
                <Text size="xs" c="dimmed">
                  {formatTime(entry.createdAt)}
                </Text>
                {entry.kind === 'test' && (
                  <Badge size="xs" variant="outline" color="gray">
                    test
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {entry.title}
                </Text>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {entry.body}
                </Text>
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                <Text size="sm">{entry.sentBy.email}</Text>
              </Table.Td>
              <Table.Td>
                <Counts entry={entry} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Admins: what was sent, when, by whom, and how many devices it reached. */
export function NotificationHistory() {
  const [query, setQuery] = useState({ page: 1, pageSize: 10 });
  const history = useNotificationHistory(query);

  const body = (
    <QueryState
      query={history}
      loadingMessage="Loading the notification history…"
      errorMessage="The notification history could not be loaded."
    >
      {(data) =>
        data.items.length === 0 ? (
          <Text c="dimmed" size="sm" ta="center" py="xl">
            No notifications have been sent yet. Uploading a document or software package with “Send
            notification” sends one.
          </Text>
        ) : (
          <PagedList
            data={data}
            noun={['notification', 'notifications']}
            isPlaceholderData={history.isPlaceholderData}
            onPage={(page) => setQuery((q) => ({ ...q, page }))}
            onPageSize={(pageSize) => setQuery({ page: 1, pageSize })}
            instant
          >
            <NotificationTable items={data.items} />
          </PagedList>
        )
      }
    </QueryState>
  );

  return (
    <Card component="section" aria-labelledby="notification-history-title" padding={0}>
      <Stack gap="md" p="lg" pb="md">
        <Group gap="xs">
          <History size={18} aria-hidden color="var(--mantine-color-dimmed)" />
          <Title order={2} fz="lg" id="notification-history-title">
            Notification history
          </Title>
        </Group>
        <Text size="sm" c="dimmed" mt={-8}>
          Every notification sent to all users, newest first, with the devices it reached.
        </Text>
      </Stack>
      {body}
    </Card>
  );
}
