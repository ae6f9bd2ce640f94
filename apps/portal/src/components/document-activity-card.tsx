import { Anchor, Card, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { relativeAge } from '@toolbox/domain';
import { Download, Eye } from 'lucide-react';
import { Link } from 'react-router';
import { documentActivityQueryOptions } from '../lib/document-activity';
import { formatDateTime } from '../lib/format';
import { QueryState } from './query-state';

const KIND = {
  view: { icon: Eye, color: 'blue', verb: 'Viewed' },
  download: { icon: Download, color: 'brand', verb: 'Downloaded' },
} as const;

/**
 * What engineers opened and kept in the toolbox, newest first: one user's (user detail) or
 * everyone's (dashboard, with who it was).
 */
export function DocumentActivityCard({
  userId,
  count,
  title = 'Document activity',
}: {
  userId?: string;
  count?: number;
  title?: string;
}) {
  const activity = useQuery(
    documentActivityQueryOptions({ ...(userId ? { userId } : {}), ...(count ? { count } : {}) }),
  );
  const headingId = `document-activity-${userId ?? 'all'}`;
  const body = (
    <QueryState
      query={activity}
      loading={
        <Stack gap="sm" aria-label="Loading document activity">
          <Skeleton h={16} w="70%" />
          <Skeleton h={16} w="50%" />
        </Stack>
      }
      errorMessage="Failed to load document activity."
      inline
    >
      {(data) =>
        data.length === 0 ? (
          <Text size="sm" c="dimmed">
            No document views or downloads yet.
          </Text>
        ) : (
          <Stack
            gap={0}
            component="ul"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            data-testid="document-activity"
          >
            {data.map((entry) => {
              const { icon: Icon, color, verb } = KIND[entry.kind];
              return (
                <Group
                  key={entry.id}
                  component="li"
                  wrap="nowrap"
                  gap="md"
                  py="xs"
                  style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
                >
                  <ThemeIcon size={32} radius="md" variant="light" color={color}>
                    <Icon size={16} aria-label={verb} />
                  </ThemeIcon>
                  <div style={{ flex: 1, minWidth: 0 }}>
                    <Anchor
                      component={Link}
                      to={`/documents/${encodeURIComponent(entry.documentId)}`}
                      size="sm"
                      fw={600}
                      truncate="end"
                      display="block"
                    >
                      {entry.document.title}
                    </Anchor>
                    <Text size="xs" c="dimmed" truncate="end">
                      {verb}
                      {userId ? '' : ` by ${entry.user.displayName || entry.user.email}`}
                      {entry.document.category.length
                        ? ` · ${entry.document.category.join(', ')}`
                        : ''}
                    </Text>
                  </div>
                  <Text
                    size="xs"
                    fw={500}
                    title={formatDateTime(entry.viewedAt)}
                    style={{ flexShrink: 0 }}
                  >
                    {relativeAge(entry.viewedAt)}
                  </Text>
                </Group>
              );
            })}
          </Stack>
        )
      }
    </QueryState>
  );
  return (
    <Card component="section" aria-labelledby={headingId}>
      <Title order={2} fz="lg" mb="md" id={headingId}>
        {title}
      </Title>
      {body}
    </Card>
  );
}
