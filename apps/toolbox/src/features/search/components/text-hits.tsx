import { Badge, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { messages, type DocumentTextHit } from '@toolbox/domain';
import { Snippet } from '@toolbox/web/document-text';
import { ChevronRight, FileSearch } from 'lucide-react';
import { Link } from 'react-router';
import { Section } from '@/components/section';
import { paths } from '@/paths';
import type { TextSearchAnswer } from '../api/search-text';

/** A document opened at a page (`?page=7`). */
export const documentAtPage = (documentId: string, page: number) =>
  `${paths.document(documentId)}?page=${page}`;

/** One document whose pages hold the words: its title, the page, the words around them. */
function TextHitLink({ hit }: { hit: DocumentTextHit }) {
  const others = hit.pages.filter((page) => page !== hit.pageNumber);
  return (
    <Card p={0}>
      <UnstyledButton
        component={Link}
        to={documentAtPage(hit.documentId, hit.pageNumber)}
        p="sm"
        display="block"
        mih={56}
        data-testid="text-hit"
      >
        <Group wrap="nowrap" gap="sm" align="flex-start">
          <FileSearch size={20} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Group gap={6} wrap="nowrap">
              <Text fw={600} truncate="end">
                {hit.title}
              </Text>
              <Badge variant="light" size="sm" tt="none" style={{ flexShrink: 0 }}>
                Page {hit.pageNumber}
              </Badge>
            </Group>
            <Snippet snippet={hit.snippet} />
            {others.length > 0 && (
              <Text size="xs" c="dimmed">
                Also on page{others.length > 1 ? 's' : ''} {others.join(', ')}
              </Text>
            )}
          </Stack>
          <ChevronRight size={18} aria-hidden color="var(--mantine-color-gray-5)" />
        </Group>
      </UnstyledButton>
    </Card>
  );
}

/** "Inside documents": the hits, and without signal a note that only kept documents were read. */
export function TextHits({ answer }: { answer: TextSearchAnswer }) {
  return (
    <Section title="Inside documents">
      {answer.offline && (
        <Text size="sm" c="dimmed" data-testid="text-search-offline">
          {messages.document.textSearchOffline}
        </Text>
      )}
      {answer.items.map((hit) => (
        <TextHitLink key={hit.documentId} hit={hit} />
      ))}
      {answer.offline && answer.items.length === 0 && (
        <Text size="sm" c="dimmed">
          {messages.document.textSearchEmpty}
        </Text>
      )}
    </Section>
  );
}
