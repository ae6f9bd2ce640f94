import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ActivityItem } from '@toolbox/domain';
import { messages, relativeAge } from '@toolbox/domain';
import { FileText, Package } from 'lucide-react';
import { ActivityList, ActivityRow } from '../../../components/activity-list';
import { SectionCard } from '../../../components/section-card';

const KIND = {
  document: { icon: FileText, color: 'brand', label: 'Document' },
  software: { icon: Package, color: 'blue', label: 'Software' },
} as const;

export function RecentActivity({ items }: { items: ActivityItem[] }) {
  return (
    <SectionCard id="recent-activity-title" title="Recent Activity" h="100%">
      {items.length === 0 ? (
        <Text c="dimmed" size="sm">
          {messages.dashboard.noActivity}
        </Text>
      ) : (
        <ActivityList>
          {items.map((item) => (
            <RecentItem key={`${item.kind}-${item.id}`} item={item} />
          ))}
        </ActivityList>
      )}
    </SectionCard>
  );
}

/** A new document or package: its title and detail, when, and by whom. */
function RecentItem({ item }: { item: ActivityItem }) {
  return (
    <ActivityRow
      {...KIND[item.kind]}
      aside={
        <Stack gap={0} align="flex-end" style={{ flexShrink: 0 }}>
          <Text size="xs" fw={500}>
            {relativeAge(item.at)}
          </Text>
          {item.by ? (
            <Text size="xs" c="dimmed">
              by {item.by}
            </Text>
          ) : null}
        </Stack>
      }
    >
      <Anchor
        component={Link}
        to={`/${item.kind === 'document' ? 'documents' : 'software'}/${encodeURIComponent(item.id)}`}
        size="sm"
        fw={600}
        c="inherit"
        display="block"
        truncate="end"
      >
        {item.title}
      </Anchor>
      {item.detail ? (
        <Text size="xs" c="dimmed" truncate="end">
          {item.detail}
        </Text>
      ) : null}
    </ActivityRow>
  );
}
