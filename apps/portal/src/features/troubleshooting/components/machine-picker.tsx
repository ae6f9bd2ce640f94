import { Badge, Button, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { MachineListItem, MachineListQuery, MachineName } from '@toolbox/domain';
import { ChevronRight, Coffee, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { PagedList } from '../../../components/paged-list';
import { QueryState } from '../../../components/query-state';
import { SearchField } from '../../../components/search-field';
import { useMachinePage } from '../../../lib/machines';
import { useListState } from '../../../lib/use-list-params';
import { guideAddPath } from './guide-paths';
import classes from './machine-picker.module.css';

const labelOf = (m: MachineName) => `${m.manufacturer} ${m.model}`;

/** The longest search the server takes (MachineListQuery). */
const SEARCH_MAX_LENGTH = 200;

function NoMachines() {
  return (
    <Stack align="center" gap="sm" py={48} ta="center">
      <Coffee size={36} strokeWidth={1.5} color="var(--mantine-color-gray-5)" aria-hidden />
      <Text fw={600}>No machines in the catalogue yet.</Text>
      <Text size="sm" c="dimmed">
        A guide belongs to a machine type: add the machine first.
      </Text>
      <Button
        component={Link}
        to="/machine-types/add"
        size="xs"
        leftSection={<Plus size={14} aria-hidden />}
      >
        Add a machine type
      </Button>
    </Stack>
  );
}

/**
 * /machine-select-for-guide: the catalogue a page at a time, searched as the user types (on the
 * server); choosing a machine opens a new guide for it. An empty catalogue points to adding a
 * machine type.
 */
export function MachinePicker() {
  const { query, update } = useListState<MachineListQuery>({ page: 1, pageSize: 25 });
  const page = useMachinePage(query);
  // Only an answer to no search at all says the catalogue is empty.
  if (page.data && page.data.total === 0 && !query.search && !page.isPlaceholderData) {
    return (
      <Card>
        <NoMachines />
      </Card>
    );
  }
  return (
    <Card padding="md">
      <Stack gap="md">
        <SearchField
          label="Machine"
          placeholder="Filter by manufacturer or model"
          maxLength={SEARCH_MAX_LENGTH}
          value={query.search}
          onChange={(search) => update({ search })}
        />
        <QueryState
          query={page}
          loadingMessage="Loading machines..."
          errorMessage="Failed to load the machine catalogue. Please try again."
        >
          {(data) => (
            <PagedList
              data={data}
              noun={['machine', 'machines']}
              isPlaceholderData={page.isPlaceholderData}
              onPage={(next) => update({ page: next })}
              onPageSize={(pageSize) => update({ pageSize })}
            >
              {data.items.length > 0 ? (
                <MachineOptions machines={data.items} />
              ) : (
                <Stack align="center" gap="sm" py="lg">
                  <Text size="sm" c="dimmed" ta="center">
                    {data.total > 0
                      ? 'There are no machines on this page.'
                      : `No machine matches “${query.search ?? ''}”.`}
                  </Text>
                  {data.total > 0 ? (
                    <Button variant="default" size="xs" onClick={() => update({})}>
                      Go to the first page
                    </Button>
                  ) : null}
                </Stack>
              )}
            </PagedList>
          )}
        </QueryState>
      </Stack>
    </Card>
  );
}

/** The page's machines, each opening a new guide. */
function MachineOptions({ machines }: { machines: MachineListItem[] }) {
  return (
    <Stack gap={4} component="ul" className={classes.list} aria-label="Machines">
      {machines.map((machine) => {
        const count = machine.counts.troubleshootingGuides;
        return (
          <li key={machine.id}>
            <UnstyledButton
              component={Link}
              to={guideAddPath(machine.id)}
              className={classes.option}
            >
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} size="sm" truncate>
                    {labelOf(machine)}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {machine.id}
                  </Text>
                </div>
                <Group gap="sm" wrap="nowrap">
                  <Badge variant="light" color={count ? 'brand' : 'gray'}>
                    {count} {count === 1 ? 'guide' : 'guides'}
                  </Badge>
                  <ChevronRight size={16} aria-hidden />
                </Group>
              </Group>
            </UnstyledButton>
          </li>
        );
      })}
    </Stack>
  );
}
