import { Button, Card, Stack } from '@mantine/core';
import { messages, SoftwareListQuery } from '@toolbox/domain';
import { Package, Upload } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyList, emptyReason } from '../../../components/empty-list';
import { PagedList } from '../../../components/paged-list';
import { QueryState } from '../../../components/query-state';
import { useMachines } from '../../../lib/machines';
import { useListParams } from '../../../lib/use-list-params';
import { useSoftwareFacets } from '../api/get-software-facets';
import { useSoftwareList } from '../api/get-software-list';
import { firstOrder, hasFilters } from './list-params';
import { SoftwareFilters } from './software-filters';
import { SoftwareTable } from './software-table';

/** The /software screen's body: filters, the table and paging, all kept in the URL. */
export function SoftwareList() {
  const { query, update } = useListParams(SoftwareListQuery);
  const facets = useSoftwareFacets();
  const { data: machines } = useMachines();
  const list = useSoftwareList(query);

  const sortBy = (field: SoftwareListQuery['sort']) => {
    if (field === query.sort) update({ order: query.order === 'asc' ? 'desc' : 'asc' });
    else update({ sort: field, order: firstOrder(field) });
  };
  const clearFilters = () =>
    update({ search: undefined, category: undefined, machineId: undefined });

  const body = (
    <QueryState
      query={list}
      loadingMessage={messages.software.listLoading}
      errorMessage={messages.software.listFailed}
    >
      {(data) =>
        data.items.length === 0 ? (
          <EmptyList
            reason={emptyReason(data.total, hasFilters(query))}
            icon={Package}
            text={{
              filtered: messages.software.listEmpty,
              'past-end': messages.software.listPastEnd,
              'first-run': messages.software.listFirstRun,
            }}
            firstRun={
              <Button
                component={Link}
                to="/software/upload"
                size="xs"
                leftSection={<Upload size={14} aria-hidden />}
              >
                Upload software
              </Button>
            }
            onClear={clearFilters}
            onFirstPage={() => update({})}
          />
        ) : (
          <PagedList
            data={data}
            noun={['package', 'packages']}
            isPlaceholderData={list.isPlaceholderData}
            onPage={(page) => update({ page })}
            onPageSize={(pageSize) => update({ pageSize })}
          >
            <SoftwareTable
              items={data.items}
              machines={machines}
              sort={query.sort}
              order={query.order}
              onSort={sortBy}
            />
          </PagedList>
        )
      }
    </QueryState>
  );

  return (
    <Stack gap="md">
      <Card padding="md">
        <SoftwareFilters query={query} facets={facets} machines={machines} onChange={update} />
      </Card>
      <Card padding={0}>{body}</Card>
    </Stack>
  );
}
