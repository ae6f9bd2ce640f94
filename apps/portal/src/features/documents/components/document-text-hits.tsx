import { Anchor, Badge, Card, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { messages, type DocumentTextHit } from '@toolbox/domain';
import { Snippet } from '@toolbox/web/document-text';
import { FileSearch } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { TEXT_HITS_PER_PAGE, useDocumentTextSearch } from '../api/get-document-text';

const pageLink = (hit: DocumentTextHit, page: number) =>
  `/documents/${encodeURIComponent(hit.documentId)}?page=${page}`;

/** One document whose pages hold the words: title, best page, snippet, the other pages. */
function TextHit({ hit }: { hit: DocumentTextHit }) {
  const others = hit.pages.filter((page) => page !== hit.pageNumber);
  return (
    <Stack gap={4} py="xs" data-testid="text-hit">
      <Group gap="xs" wrap="nowrap">
        <Anchor component={Link} to={pageLink(hit, hit.pageNumber)} fw={600}>
          {hit.title}
        </Anchor>
        <Badge variant="light" radius="sm" tt="none">
          Page {hit.pageNumber}
        </Badge>
      </Group>
      <Snippet snippet={hit.snippet} />
      {others.length > 0 && (
        <Group gap={6}>
          <Text size="xs" c="dimmed">
            Also on page{others.length > 1 ? 's' : ''}
          </Text>
          {others.map((page) => (
            <Anchor key={page} component={Link} to={pageLink(hit, page)} size="xs">
              {page}
            </Anchor>
          ))}
        </Group>
      )}
    </Stack>
  );
}

/**
 * Under the documents list while it is searched (issue #22 item 1): the documents whose pages
 * hold the words, each linking to the page that holds them.
 */
export function DocumentTextHits({ search }: { search: string }) {
  const [page, setPage] = useState(1);
  const [searched, setSearched] = useState(search);
  // A new search starts from its first page.
  if (searched !== search) {
    setSearched(search);
    setPage(1);
  }
  const hits = useDocumentTextSearch(search, page);
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="inside-title">
      <Group gap="xs" mb="xs">
        <FileSearch size={18} aria-hidden />
        <Title order={2} fz="h4" id="inside-title">
          Inside the documents
        </Title>
      </Group>
      <QueryState
        query={hits}
        loadingMessage="Searching inside the documents..."
        errorMessage={messages.document.loadFailed}
        inline
      >
        {(data) =>
          data.items.length === 0 ? (
            <Text c="dimmed" size="sm">
              {messages.document.textSearchEmpty}
            </Text>
          ) : (
            <Stack gap={0} style={{ opacity: hits.isPlaceholderData ? 0.6 : 1 }}>
              {data.items.map((hit) => (
                <TextHit key={hit.documentId} hit={hit} />
              ))}
              {data.total > TEXT_HITS_PER_PAGE && (
                <Pagination
                  mt="sm"
                  size="sm"
                  total={Math.ceil(data.total / TEXT_HITS_PER_PAGE)}
                  value={page}
                  onChange={setPage}
                />
              )}
            </Stack>
          )
        }
      </QueryState>
    </Card>
  );
}
