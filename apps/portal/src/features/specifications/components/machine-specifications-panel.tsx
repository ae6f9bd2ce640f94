import { Button, Group, Stack, Text } from '@mantine/core';
import { messages } from '@toolbox/domain';
import { Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { MachineNotFoundText } from '../../../components/not-found-panel';
import { QueryState } from '../../../components/query-state';
import { useMachineSpecifications } from '../api/get-machine-specifications';
import { SpecificationGroups } from './specification-groups';
import { specificationsEditPath } from './specification-paths';

/** The specifications tab of a machine's page: its entries by group, and Edit. */
export function MachineSpecificationsPanel({ machineId }: { machineId: string }) {
  return (
    <QueryState
      query={useMachineSpecifications(machineId)}
      loadingMessage="Loading specifications..."
      errorMessage="Failed to load specifications. Please try again."
      notFound={() => <MachineNotFoundText />}
    >
      {(data) => (
        <Stack gap="md" data-testid="machine-specifications">
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed">
              {data.length === 0
                ? messages.specification.empty
                : `${data.length} ${data.length === 1 ? 'entry' : 'entries'}`}
            </Text>
            <Button
              component={Link}
              to={specificationsEditPath(machineId)}
              size="xs"
              variant="default"
              leftSection={<Pencil size={14} aria-hidden />}
            >
              {data.length === 0 ? 'Add specifications' : 'Edit'}
            </Button>
          </Group>
          {data.length > 0 ? <SpecificationGroups entries={data} /> : null}
        </Stack>
      )}
    </QueryState>
  );
}
