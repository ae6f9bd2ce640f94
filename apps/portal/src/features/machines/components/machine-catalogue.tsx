import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { Coffee, Plus } from 'lucide-react';
import type { MachineListItem } from '@toolbox/domain';
import { Link } from 'react-router';
import { useMachines } from '../../../lib/machines';
import { QueryState } from '../../../components/query-state';
import { useListParams } from '../../../lib/use-list-params';
import {
  filterMachines,
  hasFilters,
  MachineCatalogueQuery,
  manufacturerCounts,
  sortByManufacturer,
} from './catalogue-params';
import { MachineCatalogueFilters } from './machine-catalogue-filters';
import { MachineCatalogueTable } from './machine-catalogue-table';
import { machineText } from './machine-text';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function FirstRun() {
  return (
    <Stack align="center" gap="xs" py={56} px="md" ta="center">
      <Coffee size={36} strokeWidth={1.5} color="var(--mantine-color-gray-5)" aria-hidden />
      <Text fw={600}>{machineText.listFirstRun}</Text>
      <Text size="sm" c="dimmed">
        {machineText.listFirstRunHint}
      </Text>
      <Button
        component={Link}
        to="/machine-types/add"
        size="xs"
        mt="xs"
        leftSection={<Plus size={14} aria-hidden />}
      >
        Add machine
      </Button>
    </Stack>
  );
}

/** The /machine-types screen's body: search and manufacturer (in the URL), then the table. */
export function MachineCatalogue() {
  const { query, update } = useListParams(MachineCatalogueQuery);
  const machines = useMachines({ fresh: true });
  const { data } = machines;

  const body = (
    <QueryState
      query={machines}
      loadingMessage={machineText.listLoading}
      errorMessage={machineText.listFailed}
    >
      {(all) =>
        all.length === 0 ? <FirstRun /> : <CatalogueRows all={all} query={query} update={update} />
      }
    </QueryState>
  );

  return (
    <Stack gap="md">
      {data && data.length > 0 ? (
        <Card padding="md">
          <MachineCatalogueFilters
            query={query}
            manufacturers={manufacturerCounts(data)}
            onChange={update}
          />
        </Card>
      ) : null}
      <Card padding={0}>{body}</Card>
    </Stack>
  );
}

interface CatalogueRowsProps {
  all: MachineListItem[];
  query: MachineCatalogueQuery;
  update: (changes: Partial<MachineCatalogueQuery>) => void;
}

/** The catalogue under its filters, or the way out of filters that match nothing. */
function CatalogueRows({ all, query, update }: CatalogueRowsProps) {
  const shown = sortByManufacturer(filterMachines(all, query));
  if (shown.length === 0) {
    return (
      <Stack align="center" gap="sm" py={56} px="md" ta="center">
        <Text fw={600}>{machineText.listEmpty}</Text>
        <Button
          variant="default"
          size="xs"
          onClick={() => update({ search: undefined, manufacturer: undefined })}
        >
          Clear filters
        </Button>
      </Stack>
    );
  }
  return (
    <>
      <MachineCatalogueTable machines={shown} />
      <Group p="md" justify="space-between">
        <Text size="sm" c="dimmed" aria-live="polite">
          {plural(shown.length, 'machine', 'machines')} from{' '}
          {plural(manufacturerCounts(shown).length, 'manufacturer', 'manufacturers')}
          {hasFilters(query) ? ` (of ${all.length})` : ''}
        </Text>
      </Group>
    </>
  );
}
