import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import type { PartDiagramListQuery as ListQuery } from '@toolbox/domain';
import { messages, PartDiagramListQuery } from '@toolbox/domain';
import { Cog } from 'lucide-react';
import { EmptyList, emptyReason } from '../../../components/empty-list';
import { PagedList } from '../../../components/paged-list';
import { QueryState } from '../../../components/query-state';
import { useMachines } from '../../../lib/machines';
import { useListParams } from '../../../lib/use-list-params';
import { usePartDiagrams } from '../api/get-part-diagrams';
import { PartDiagramCard } from './part-diagram-card';
import { PartDiagramsFilters } from './part-diagrams-filters';

const hasFilters = (query: ListQuery) => Boolean(query.search || query.machineId);

/** /parts: every machine's part diagrams as cards, searchable by part number or name. */
export function PartDiagramsList() {
  const { query, update } = useListParams(PartDiagramListQuery);
  const { data: machines } = useMachines();
  const diagrams = usePartDiagrams(query);

  const body = (
    <QueryState
      query={diagrams}
      loadingMessage="Loading part diagrams..."
      errorMessage="Failed to load part diagrams. Please try again."
    >
      {(data) =>
        data.items.length === 0 ? (
          <EmptyList
            reason={emptyReason(data.total, hasFilters(query))}
            icon={Cog}
            text={{
              filtered: 'No part diagram matches this search.',
              'past-end': 'This page is past the end of the list.',
              'first-run': messages.partDiagram.empty,
            }}
            firstRun={
              <Text size="sm" c="dimmed">
                Add one with Add part diagram, or from a machine&apos;s page.
              </Text>
            }
            onClear={() => update({ search: undefined, machineId: undefined })}
            onFirstPage={() => update({})}
          />
        ) : (
          <PagedList
            data={data}
            noun={['diagram', 'diagrams']}
            isPlaceholderData={diagrams.isPlaceholderData}
            onPage={(page) => update({ page })}
            onPageSize={(pageSize) => update({ pageSize })}
            p="md"
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
          </PagedList>
        )
      }
    </QueryState>
  );

  return (
    <Stack gap="md">
      <Card padding="md">
        <PartDiagramsFilters query={query} machines={machines} onChange={update} />
      </Card>
      <Card padding={0}>{body}</Card>
    </Stack>
  );
}
