import { Badge, Stack, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { messages } from '@toolbox/domain';
import { FileText } from 'lucide-react';
import { ListLink } from '@/components/list-link';
import { Section } from '@/components/section';
import { paths } from '@/paths';
import { myMustReadQuery } from '@/lib/must-read';

/** The "Must read" badge of a document the engineer has still to confirm. */
export function MustReadBadge() {
  return (
    <Badge color="red.9" variant="filled" style={{ flexShrink: 0 }}>
      {messages.mustRead.badge}
    </Badge>
  );
}

/**
 * Home's first section (docs/product.md#must-read): the documents marked must read for this
 * engineer that they have not confirmed, newest mark first. Not shown while there are none.
 */
export function MustReadSection() {
  const { data } = useQuery(myMustReadQuery());
  if (!data || data.total === 0) return null;
  return (
    <Section
      title={messages.mustRead.sectionTitle}
      badge={
        <>
          <Badge color="red.9" circle aria-hidden>
            {data.total}
          </Badge>
          <VisuallyHidden>{data.total} to read</VisuallyHidden>
        </>
      }
    >
      <Stack gap="xs">
        {data.items.map((item) => (
          <ListLink
            key={item.documentId}
            to={paths.document(item.documentId)}
            icon={<FileText size={20} aria-hidden />}
            title={item.title}
            detail={`v${item.versionNumber} · ${item.categories.join(', ')}`}
            aside={<MustReadBadge />}
          />
        ))}
      </Stack>
    </Section>
  );
}
