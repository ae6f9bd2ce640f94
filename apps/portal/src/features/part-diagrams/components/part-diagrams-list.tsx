import { Box, Button, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import type { PartDiagramListQuery as ListQuery } from '@toolbox/domain';
import { messages, PartDiagramListQuery } from '@toolbox/domain';
import { Cog } from 'lucide-react';
import { ErrorPanel } from '../../../components/error-panel';
import { ListPagination } from '../../../components/list-pagination';
import { LoadingPanel } from '../../../components/loading-panel';
import { useMachines } from '../../../lib/machines';
import { useListParams } from '../../../lib/use-list-params';
import { usePartDiagrams } from '../api/get-part-diagrams';
import { PartDiagramCard } from './part-diagram-card';
import { PartDiagramsFilters } from './part-diagrams-filters';

const hasFilters = (query: ListQuery) => Boolean(query.search || query.machineId);

interface EmptyListProps {
  /** Why nothing shows: filters, a page past the end, or no diagrams at all. */
  reason: 'filtered' | 'past-end' | 'first-run';
  onClear: () => void;
  onFirstPage: () => void;
}

function EmptyList({ reason, onClear, onFirstPage }: EmptyListProps) {
  const text = {
    filtered: 'No part diagram matches this search.',
    'past-end': 'This page is past the end of the list.',
    'first-run': messages.partDiagram.empty,
  }[reason];
  return (
    <Stack align="center" gap="sm" py={56} px="md" ta="center">
      <Cog size={36} strokeWidth={1.5} color="var(--mantine-color-gray-5)" aria-hidden />
      <Text fw={600}>{text}</Text>
      {reason === 'filtered' ? (
        <Button variant="default" size="xs" onClick={onClear}>
          Clear filters
        </Button>
      ) : reason === 'past-end' ? (
        <Button variant="default" size="xs" onClick={onFirstPage}>
          Go to the first page
        </Button>
      ) : (
        <Text size="sm" c="dimmed">
          Add one with Add part diagram, or from a machine&apos;s page.
        </Text>
      )}
    </Stack>
  );
}

/** /parts: every machine's part diagrams as cards, searchable by part number or name. */
export function PartDiagramsList() {
  const { query, update } = useListParams(PartDiagramListQuery);
  const { data: machines } = useMachines();
  const { data, isPending, isError, isFetching, isPlaceholderData, refetch } =
    usePartDiagrams(query);

  let body;
  if (isPending) {
    body = <LoadingPanel message="Loading part diagrams..." />;
  } else if (isError) {
    body = (
      <ErrorPanel
        message="Failed to load part diagrams. Please try again."
        onRetry={() => void refetch()}
        isRetrying={isFetching}
      />
    );
  } else if (data.items.length === 0) {
    const reason = data.total > 0 ? 'past-end' : hasFilters(query) ? 'filtered' : 'first-run';
    body = (
      <EmptyList
        reason={reason}
        onClear={() => update({ search: undefined, machineId: undefined })}
        onFirstPage={() => update({})}
      />
    );
  } else {
    body = (
      <>
        <Box
          p="md"
          style={{ opacity: isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
          aria-busy={isPlaceholderData}
        >
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="md">
            {data.items.map((diagram) => (
              <PartDiagramCard
                key={diagram.id}
                diagram={diagram}
                machineName={`${diagram.machine.manufacturer} ${diagram.machine.model}`}
              />
            ))}
          </SimpleGrid>
        </Box>
        <ListPagination
          page={data.page}
          pageSize={data.pageSize}
          total={data.total}
          shown={data.items.length}
          noun={['diagram', 'diagrams']}
          onPage={(page) => update({ page })}
          onPageSize={(pageSize) => update({ pageSize })}
        />
      </>
    );
  }

  return (
    <Stack gap="md">
      <Card padding="md">
        <PartDiagramsFilters query={query} machines={machines} onChange={update} />
      </Card>
      <Card padding={0}>{body}</Card>
    </Stack>
  );
}
