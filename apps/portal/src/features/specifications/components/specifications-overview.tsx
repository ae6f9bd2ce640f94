import { SegmentedControl, Stack } from '@mantine/core';
import { useListParams } from '../../../lib/use-list-params';
import { comparedIds, OverviewQuery } from './overview-params';
import { SpecificationsBrowse } from './specifications-browse';
import { SpecificationsCompare } from './specifications-compare';

/** /specifications: every machine's specifications, or a side-by-side comparison; in the URL. */
export function SpecificationsOverview() {
  const { query, update } = useListParams(OverviewQuery);
  return (
    <Stack gap="md">
      <SegmentedControl
        w="fit-content"
        aria-label="View"
        value={query.view}
        onChange={(view) => update({ view: view === 'compare' ? 'compare' : 'browse' })}
        data={[
          { value: 'browse', label: 'All machines' },
          { value: 'compare', label: 'Compare' },
        ]}
      />
      {query.view === 'compare' ? (
        <SpecificationsCompare
          machineIds={comparedIds(query.compare)}
          onChange={(ids) => update({ compare: ids.join(',') || undefined })}
        />
      ) : (
        <SpecificationsBrowse
          page={query.page}
          pageSize={query.pageSize}
          onPage={(page) => update({ page })}
          onPageSize={(pageSize) => update({ pageSize })}
        />
      )}
    </Stack>
  );
}
