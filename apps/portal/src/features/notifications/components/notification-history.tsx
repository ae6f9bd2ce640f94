import { Badge, Box, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { relativeAge, type NotificationHistoryEntry } from '@toolbox/domain';
import { History } from 'lucide-react';
import { useState } from 'react';
import { ErrorPanel } from '../../../components/error-panel';
import { ListPagination } from '../../../components/list-pagination';
import { LoadingPanel } from '../../../components/loading-panel';
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

/** Admins: what was sent, when, by whom, and how many devices it reached. */
export function NotificationHistory() {
  const [query, setQuery] = useState({ page: 1, pageSize: 10 });
  const { data, isPending, isError, isFetching, isPlaceholderData, refetch } =
    useNotificationHistory(query);

  let body;
  if (isPending) {
    body = <LoadingPanel message="Loading the notification history…" />;
  } else if (isError) {
    body = (
      <ErrorPanel
        message="The notification history could not be loaded."
        onRetry={() => void refetch()}
        isRetrying={isFetching}
      />
    );
  } else if (data.items.length === 0) {
    body = (
      <Text c="dimmed" size="sm" ta="center" py="xl">
        No notifications have been sent yet. Uploading a document or software package with “Send
        notification” sends one.
      </Text>
    );
  } else {
    body = (
      <>
        <Box style={{ opacity: isPlaceholderData ? 0.6 : 1 }} aria-busy={isPlaceholderData}>
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
                {data.items.map((entry) => (
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
        </Box>
        <ListPagination
          page={data.page}
          pageSize={data.pageSize}
          total={data.total}
          shown={data.items.length}
          noun={['notification', 'notifications']}
          onPage={(page) => setQuery((q) => ({ ...q, page }))}
          onPageSize={(pageSize) => setQuery({ page: 1, pageSize })}
        />
      </>
    );
  }

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
