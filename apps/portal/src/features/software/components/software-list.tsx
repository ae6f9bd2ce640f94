import { Box, Button, Card, Stack, Text } from '@mantine/core';
import { messages, SoftwareListQuery } from '@toolbox/domain';
import { Package, Upload } from 'lucide-react';
import { Link } from 'react-router';
import { ErrorPanel } from '../../../components/error-panel';
import { ListPagination } from '../../../components/list-pagination';
import { LoadingPanel } from '../../../components/loading-panel';
import { useMachines } from '../../../lib/machines';
import { useListParams } from '../../../lib/use-list-params';
import { useSoftwareFacets } from '../api/get-software-facets';
import { useSoftwareList } from '../api/get-software-list';
import { firstOrder, hasFilters } from './list-params';
import { SoftwareFilters } from './software-filters';
import { SoftwareTable } from './software-table';

interface EmptyListProps {
  /** Why nothing shows: filters, a page past the end, or no packages at all. */
  reason: 'filtered' | 'past-end' | 'first-run';
  onClear: () => void;
  onFirstPage: () => void;
}

function EmptyList({ reason, onClear, onFirstPage }: EmptyListProps) {
  const text = {
    filtered: messages.software.listEmpty,
    'past-end': messages.software.listPastEnd,
    'first-run': messages.software.listFirstRun,
  }[reason];
  return (
    <Stack align="center" gap="sm" py={56} px="md" ta="center">
      <Package size={36} strokeWidth={1.5} color="var(--mantine-color-gray-5)" aria-hidden />
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
        <Button
          component={Link}
          to="/software/upload"
          size="xs"
          leftSection={<Upload size={14} aria-hidden />}
        >
          Upload software
        </Button>
      )}
    </Stack>
  );
}

/** The /software screen's body: filters, the table and paging, all kept in the URL. */
export function SoftwareList() {
  const { query, update } = useListParams(SoftwareListQuery);
  const facets = useSoftwareFacets();
  const { data: machines } = useMachines();
  const { data, isPending, isError, isFetching, isPlaceholderData, refetch } =
    useSoftwareList(query);

  const sortBy = (field: SoftwareListQuery['sort']) => {
    if (field === query.sort) update({ order: query.order === 'asc' ? 'desc' : 'asc' });
    else update({ sort: field, order: firstOrder(field) });
  };
  const clearFilters = () =>
    update({ search: undefined, category: undefined, machineId: undefined });

  let body;
  if (isPending) {
    body = <LoadingPanel message={messages.software.listLoading} />;
  } else if (isError) {
    body = (
      <ErrorPanel
        message={messages.software.listFailed}
        onRetry={() => void refetch()}
        isRetrying={isFetching}
      />
    );
  } else if (data.items.length === 0) {
    const reason = data.total > 0 ? 'past-end' : hasFilters(query) ? 'filtered' : 'first-run';
    body = <EmptyList reason={reason} onClear={clearFilters} onFirstPage={() => update({})} />;
  } else {
    body = (
      <>
        <Box
          style={{ opacity: isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
          aria-busy={isPlaceholderData}
        >
          <SoftwareTable
            items={data.items}
            machines={machines}
            sort={query.sort}
            order={query.order}
            onSort={sortBy}
          />
        </Box>
        <ListPagination
          page={data.page}
          pageSize={data.pageSize}
          total={data.total}
          shown={data.items.length}
          noun={['package', 'packages']}
          onPage={(page) => update({ page })}
          onPageSize={(pageSize) => update({ pageSize })}
        />
      </>
    );
  }

  return (
    <Stack gap="md">
      <Card padding="md">
        <SoftwareFilters query={query} facets={facets} machines={machines} onChange={update} />
      </Card>
      <Card padding={0}>{body}</Card>
    </Stack>
  );
}
