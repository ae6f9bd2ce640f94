import { Chip, Group, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ErrorPanel } from '@/components/error-panel';
import { ListLink } from '@/components/list-link';
import { LoadingPanel } from '@/components/loading-panel';
import { documentCategoriesQuery } from '../api/get-document-categories';
import { documentsQuery } from '@/lib/catalogue-queries';
import { paths } from '@/paths';

/** Documents by category, newest first. */
export function DocumentsScreen() {
  const [params, setParams] = useSearchParams();
  const category = params.get('category') ?? '';
  const categories = useQuery(documentCategoriesQuery());
  const documents = useQuery(documentsQuery(category ? { category } : {}));

  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        Documents
      </Title>
      {categories.data && categories.data.length > 0 && (
        <ScrollArea type="never">
          <Chip.Group
            value={category}
            onChange={(value) => setParams(value ? { category: value } : {}, { replace: true })}
          >
            <Group gap="xs" wrap="nowrap" pb={4}>
              <Chip value="">All</Chip>
              {categories.data.map((c) => (
                <Chip key={c.name} value={c.name}>
                  {c.name} ({c.count})
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </ScrollArea>
      )}
      {documents.isPending ? (
        <LoadingPanel message="Loading documents…" />
      ) : documents.isError ? (
        <ErrorPanel error={documents.error} onRetry={() => void documents.refetch()} />
      ) : documents.data.items.length === 0 ? (
        <Text c="dimmed">No documents here yet.</Text>
      ) : (
        <Stack gap="xs">
          {documents.data.items.map((document) => (
            <ListLink
              key={document.id}
              to={paths.document(document.id)}
              icon={<FileText size={20} aria-hidden />}
              title={document.title}
              detail={`v${document.currentVersion} · ${document.fileType.toUpperCase()} · ${document.category.join(', ')}`}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
