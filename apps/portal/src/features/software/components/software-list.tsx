import { Card, Stack } from '@mantine/core';
import { messages, SoftwareListQuery } from '@toolbox/domain';
import { Package, Upload } from 'lucide-react';
import { EmptyList, emptyReason, emptyTexts, FirstRunLink } from '../../../components/empty-list';
import { useMachines } from '../../../lib/machines';
import { useListParams } from '../../../lib/use-list-params';
import { useSoftwareFacets } from '../api/get-software-facets';
import { useSoftwareList } from '../api/get-software-list';
import { hasFilters } from './list-params';
import { SoftwareFilters } from './software-filters';
import { SoftwareTable } from './software-table';

/** The /software screen's body: filters, the table and paging, all kept in the URL. */
export function SoftwareList() {
  const list = useListParams(SoftwareListQuery);
  const { query, update } = list;
  const facets = useSoftwareFacets();
  const { data: machines } = useMachines();
  const result = useSoftwareList(query);

  return (
    <Stack gap="md">
      <Card padding="md">
        <SoftwareFilters query={query} facets={facets} machines={machines} onChange={update} />
      </Card>
      <Card padding={0}>
        <SoftwareTable
          result={result}
          list={list}
          machines={machines}
          empty={(data) => (
            <EmptyList
              reason={emptyReason(data.total, hasFilters(query))}
              icon={Package}
              text={emptyTexts(messages.software)}
              firstRun={
                <FirstRunLink to="/software/upload" icon={Upload}>
                  Upload software
                </FirstRunLink>
              }
              onClear={() =>
                update({ search: undefined, category: undefined, machineId: undefined })
              }
              onFirstPage={() => update({})}
            />
          )}
        />
      </Card>
    </Stack>
  );
}
