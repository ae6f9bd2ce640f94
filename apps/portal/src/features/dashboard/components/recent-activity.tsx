import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ActivityItem } from '@toolbox/domain';
import { messages, relativeAge } from '@toolbox/domain';
import { FileText, Package } from 'lucide-react';

const KIND = {
  document: { icon: FileText, color: 'brand', label: 'Document' },
  software: { icon: Package, color: 'blue', label: 'Software' },
} as const;

export function RecentActivity({ items }: { items: ActivityItem[] }) {
  return (
    <Card component="section" aria-labelledby="recent-activity-title" h="100%">
      <Title order={2} fz="lg" mb="md" id="recent-activity-title">
        Recent Activity
      </Title>
      {items.length === 0 ? (
        <Text c="dimmed" size="sm">
          {messages.dashboard.noActivity}
        </Text>
      ) : (
        <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {items.map((item) => {
            const { icon: Icon, color, label } = KIND[item.kind];
            return (
              <Group
                key={`${item.kind}-${item.id}`}
                component="li"
                wrap="nowrap"
                gap="md"
                py="sm"
                style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
              >
                <ThemeIcon size={36} radius="md" variant="light" color={color}>
                  <Icon size={18} aria-label={label} />
                </ThemeIcon>
                <div style={{ flex: 1, minWidth: 0 }}>
                  <Text size="sm" fw={600} truncate="end">
                    {item.title}
                  </Text>
                  {item.detail ? (
                    <Text size="xs" c="dimmed" truncate="end">
                      {item.detail}
                    </Text>
                  ) : null}
                </div>
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
              </Group>
            );
          })}
        </Stack>
      )}
    </Card>
  );
}
