import { Card, Group, MultiSelect, Stack, Switch, Text } from '@mantine/core';
import { GitCompare } from 'lucide-react';
import { useState } from 'react';
import { QueryState } from '../../../components/query-state';
import { machineLabel, useMachines } from '../../../lib/machines';
import { useSpecificationComparison } from '../api/get-specification-comparison';
import { ComparisonTable } from './comparison-table';
import { MAX_COMPARED } from './overview-params';

interface SpecificationsCompareProps {
  /** The compared machines, in column order. */
  machineIds: string[];
  onChange: (machineIds: string[]) => void;
}

/** Compare mode: 2 to 4 machines chosen, their specifications side by side. */
export function SpecificationsCompare({ machineIds, onChange }: SpecificationsCompareProps) {
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const { data: machines, isPending: machinesPending } = useMachines({
    having: 'specifications',
  });
  const { data: everyMachine } = useMachines();
  const comparison = useSpecificationComparison(machineIds);
  const options = (machines ?? []).map((m) => ({
    value: m.id,
    label: `${m.manufacturer} ${m.model}`,
  }));
  // A chosen machine without specifications (a link made before they were removed) keeps its
  // place, by its name where the catalogue has it.
  const known = new Set(options.map((o) => o.value));
  const data = [
    ...options,
    ...machineIds
      .filter((id) => !known.has(id))
      .map((id) => ({ value: id, label: machineLabel(everyMachine, id) })),
  ];

  let body;
  if (machineIds.length < 2) {
    body = (
      <Stack align="center" gap="sm" py={48} ta="center">
        <GitCompare size={36} strokeWidth={1.5} color="var(--mantine-color-gray-5)" aria-hidden />
        <Text fw={600}>Choose at least two machines to compare.</Text>
      </Stack>
    );
  } else {
    body = (
      <QueryState
        query={comparison}
        loadingMessage="Loading comparison..."
        errorMessage="Failed to load the comparison. Please try again."
      >
        {(compared) => (
          <div style={{ opacity: comparison.isPlaceholderData ? 0.6 : 1 }}>
            <ComparisonTable machines={compared} onlyDifferences={onlyDifferences} />
          </div>
        )}
      </QueryState>
    );
  }

  return (
    <Stack gap="md">
      <Card padding="md">
        <Group gap="lg" align="flex-end" wrap="wrap">
          <MultiSelect
            label="Machines to compare"
            description={`Choose 2 to ${MAX_COMPARED} machines with specifications.`}
            placeholder={
              machinesPending ? 'Loading machines…' : machineIds.length ? '' : 'Choose machines'
            }
            data={data}
            value={machineIds}
            onChange={onChange}
            maxValues={MAX_COMPARED}
            searchable
            clearable
            nothingFoundMessage="No machine with specifications matches"
            style={{ flex: '1 1 360px' }}
          />
          <Switch
            label="Only differences"
            checked={onlyDifferences}
            onChange={(event) => setOnlyDifferences(event.currentTarget.checked)}
            disabled={machineIds.length < 2}
            mb={8}
          />
        </Group>
      </Card>
      <Card padding={0}>{body}</Card>
    </Stack>
  );
}
