import { Card, Group, List, Skeleton, Stack, Text, Timeline, Title } from '@mantine/core';
import { messages, relativeAge } from '@toolbox/domain';
import { History } from 'lucide-react';
import { auditActionLabel, auditActor, auditChanges, isCreation } from '../../../lib/audit-details';
import { formatDateTime } from '../../../lib/format';
import { USER_HISTORY_LIMIT, useUserHistory } from '../api/get-user-history';
import { QueryState } from '../../../components/query-state';

const ACTION_COLORS: Record<string, string> = {
  'user.created': 'brand',
  'user.updated': 'blue',
  'user.deactivated': 'gray',
  'user.disabled': 'red',
  'user.enabled': 'teal',
};

/** The user's status history from the audit log, newest first, with what each change changed. */
export function UserHistory({ userId }: { userId: string }) {
  const body = (
    <QueryState
      query={useUserHistory(userId)}
      loading={
        <Stack gap="sm" aria-label="Loading the status history">
          <Skeleton h={16} w="60%" />
          <Skeleton h={16} w="45%" />
          <Skeleton h={16} w="55%" />
        </Stack>
      }
      errorMessage={messages.user.historyFailed}
      inline
    >
      {(data) =>
        data.items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {messages.user.historyEmpty}
          </Text>
        ) : (
          <>
            <Timeline
              bulletSize={14}
              lineWidth={2}
              active={data.items.length}
              color="gray.4"
              data-testid="user-history"
            >
              {data.items.map((entry) => {
                const changes = auditChanges(entry.details);
                const created = isCreation(entry.details);
                return (
                  <Timeline.Item
                    key={entry.id}
                    color={ACTION_COLORS[entry.action] ?? 'gray'}
                    title={
                      <Text size="sm" fw={600}>
                        {auditActionLabel(entry.action)}
                      </Text>
                    }
                  >
                    <Text size="xs" c="dimmed" title={formatDateTime(entry.at)}>
                      {formatDateTime(entry.at)} · {relativeAge(entry.at)} · by {auditActor(entry)}
                    </Text>
                    {changes.length > 0 ? (
                      <List size="xs" mt={4} spacing={2} listStyleType="none">
                        {changes.map((change) => (
                          <List.Item key={change.field}>
                            <Text span size="xs" fw={600}>
                              {change.label}:
                            </Text>{' '}
                            {created ? null : (
                              <>
                                <Text span size="xs" c="dimmed" td="line-through">
                                  {change.before}
                                </Text>{' '}
                                →{' '}
                              </>
                            )}
                            <Text span size="xs">
                              {change.after}
                            </Text>
                          </List.Item>
                        ))}
                      </List>
                    ) : null}
                  </Timeline.Item>
                );
              })}
            </Timeline>
            {data.total > data.items.length ? (
              <Text size="xs" c="dimmed" mt="md">
                Showing the latest {USER_HISTORY_LIMIT} of {data.total} entries.
              </Text>
            ) : null}
          </>
        )
      }
    </QueryState>
  );
  return (
    <Card component="section" aria-labelledby="user-history-title">
      <Group gap="xs" mb="md">
        <History size={18} aria-hidden color="var(--mantine-color-dimmed)" />
        <Title order={2} fz="lg" id="user-history-title">
          Status history
        </Title>
      </Group>
      {body}
    </Card>
  );
}
