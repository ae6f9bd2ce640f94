import { Anchor, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { DocumentActivity } from '@toolbox/domain';
import { relativeAge } from '@toolbox/domain';
import { Download, Eye } from 'lucide-react';
import { Link } from 'react-router';
import { documentActivityQueryOptions } from '../lib/document-activity';
import { formatDateTime } from '../lib/format';
import { ActivityList, ActivityRow } from './activity-list';
import { QueryState } from './query-state';
import { SectionCard } from './section-card';
import { RoleBadge } from './role-badge';
import { SkeletonLines } from './skeleton-lines';

const KIND = {
  view: { icon: Eye, color: 'blue', verb: 'Viewed' },
  download: { icon: Download, color: 'brand', verb: 'Downloaded' },
} as const;

interface DocumentActivityCardProps {
  /** One user's entries, without their name; everyone's with who it was when left out. */
  userId?: string;
  count?: number;
  title?: string;
}

/**
 * What engineers opened and kept in the toolbox, newest first: one user's (user detail) or
 * everyone's (dashboard, with who it was).
 */
export function DocumentActivityCard({
  userId,
  count,
  title = 'Document activity',
}: DocumentActivityCardProps) {
  const activity = useQuery(
    documentActivityQueryOptions({ ...(userId ? { userId } : {}), ...(count ? { count } : {}) }),
  );
  return (
    <SectionCard id={`document-activity-${userId ?? 'all'}`} title={title}>
      <QueryState
        query={activity}
        loading={<SkeletonLines label="Loading document activity" widths={['70%', '50%']} />}
        errorMessage="Failed to load document activity."
        inline
      >
        {(entries) =>
          entries.length === 0 ? (
            <Text size="sm" c="dimmed">
              No document views or downloads yet.
            </Text>
          ) : (
            <ActivityList testId="document-activity">
              {entries.map((entry) => (
                <ActivityEntry key={entry.id} entry={entry} withUser={!userId} />
              ))}
            </ActivityList>
          )
        }
      </QueryState>
    </SectionCard>
  );
}

/** One view or download: the document (a link), what was done and by whom, and when. */
function ActivityEntry({ entry, withUser }: { entry: DocumentActivity; withUser: boolean }) {
  const { icon, color, verb } = KIND[entry.kind];
  return (
    <ActivityRow
      icon={icon}
      color={color}
      label={verb}
      compact
      aside={
        <Text size="xs" fw={500} title={formatDateTime(entry.viewedAt)} style={{ flexShrink: 0 }}>
          {relativeAge(entry.viewedAt)}
        </Text>
      }
    >
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
        {withUser ? (
          <>
            {` by ${entry.user.displayName || entry.user.email} `}
            <RoleBadge role={entry.user.role} size="xs" />
          </>
        ) : null}
        {entry.document.category.length ? ` · ${entry.document.category.join(', ')}` : ''}
      </Text>
    </ActivityRow>
  );
}
