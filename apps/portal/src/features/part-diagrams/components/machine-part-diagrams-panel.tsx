import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { isApiError } from '@toolbox/client';
import { messages } from '@toolbox/domain';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { ErrorPanel } from '../../../components/error-panel';
import { LoadingPanel } from '../../../components/loading-panel';
import { useMachinePartDiagrams } from '../api/get-machine-part-diagrams';
import { countLabel, diagramAddPath } from './diagram-paths';
import { PartDiagramCard } from './part-diagram-card';

/** The part-diagram tab of a machine's page: its diagrams as cards, and Add part diagram. */
export function MachinePartDiagramsPanel({ machineId }: { machineId: string }) {
  const { data, isPending, isError, error, isFetching, refetch } =
    useMachinePartDiagrams(machineId);

  const add = (
    <Button
      component={Link}
      to={diagramAddPath(machineId)}
      size="xs"
      leftSection={<Plus size={14} aria-hidden />}
    >
      Add part diagram
    </Button>
  );

  if (isPending) return <LoadingPanel message="Loading part diagrams..." />;
  if (isError) {
    return isApiError(error) && error.status === 404 ? (
      <Text role="alert" py="md">
        {messages.machine.notFound}
      </Text>
    ) : (
      <ErrorPanel
        message="Failed to load part diagrams. Please try again."
        onRetry={() => void refetch()}
        isRetrying={isFetching}
      />
    );
  }

  return (
    <Stack gap="md" data-testid="machine-part-diagrams">
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          {data.length === 0 ? messages.partDiagram.empty : countLabel(data.length, 'diagram')}
        </Text>
        {add}
      </Group>
      {data.length > 0 ? (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          {data.map((diagram) => (
            <PartDiagramCard key={diagram.id} diagram={diagram} />
          ))}
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
