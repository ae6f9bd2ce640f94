import { List, Text, Timeline } from '@mantine/core';
import type { AuditEntry } from '@toolbox/domain';
import { messages, relativeAge } from '@toolbox/domain';
import { History } from 'lucide-react';
import { QueryState } from '../../../components/query-state';
import { SectionCard } from '../../../components/section-card';
import { SkeletonLines } from '../../../components/skeleton-lines';
import type { AuditChange } from '../../../lib/audit-details';
import { auditActionLabel, auditActor, auditChanges, isCreation } from '../../../lib/audit-details';
import { formatDateTime } from '../../../lib/format';
import { USER_HISTORY_LIMIT, useUserHistory } from '../api/get-user-history';

const ACTION_COLORS: Record<string, string> = {
  'user.created': 'brand',
  'user.updated': 'blue',
  'user.deactivated': 'gray',
  'user.disabled': 'red',
  'user.enabled': 'teal',
};

/** The user's status history from the audit log, newest first, with what each change changed. */
export function UserHistory({ userId }: { userId: string }) {
  return (
    <SectionCard id="user-history-title" title="Status history" icon={History}>
      <QueryState
        query={useUserHistory(userId)}
        loading={
          <SkeletonLines label="Loading the status history" widths={['60%', '45%', '55%']} />
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
                {data.items.map(historyItem)}
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
    </SectionCard>
  );
}

/**
 * One audit entry: the action, when and by whom, and what it changed. A plain function, not a
 * component, so Timeline sees its items as direct children.
 */
function historyItem(entry: AuditEntry) {
  const changes = auditChanges(entry.details);
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
        <ChangeList changes={changes} created={isCreation(entry.details)} />
      ) : null}
    </Timeline.Item>
  );
}

/** Each changed field: its old value struck through, then the new one (only the new on creation). */
function ChangeList({ changes, created }: { changes: AuditChange[]; created: boolean }) {
  return (
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
  );
}
