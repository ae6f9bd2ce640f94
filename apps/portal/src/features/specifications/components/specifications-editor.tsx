import { Card, Stack, Text } from '@mantine/core';
import { isApiError } from '@toolbox/client';
import { messages } from '@toolbox/domain';
import { useSearchParams } from 'react-router';
import { ErrorPanel } from '../../../components/error-panel';
import { LoadingPanel } from '../../../components/loading-panel';
import { useMachineSpecifications } from '../api/get-machine-specifications';
import { MachinePicker } from './machine-picker';
import { SpecificationEntriesForm } from './specification-entries-form';

/**
 * /specifications/add: choose a machine (or arrive with ?machineId=), then edit its entries.
 * The chosen machine stays in the URL, so a reload keeps it.
 */
export function SpecificationsEditor() {
  const [params, setParams] = useSearchParams();
  const machineId = params.get('machineId')?.trim() ?? '';
  const entries = useMachineSpecifications(machineId);

  const choose = (id: string | null) => setParams(id ? { machineId: id } : {}, { replace: true });

  if (machineId !== '' && entries.isSuccess) {
    return (
      <SpecificationEntriesForm
        key={machineId}
        machineId={machineId}
        initial={entries.data}
        onMachineChange={choose}
      />
    );
  }

  let body;
  if (machineId === '') {
    body = (
      <Text size="sm" c="dimmed">
        Choose the machine whose specifications you want to add or change.
      </Text>
    );
  } else if (entries.isPending) {
    body = <LoadingPanel message="Loading specifications..." />;
  } else if (isApiError(entries.error) && entries.error.status === 404) {
    body = (
      <Text role="alert" c="red">
        {messages.machine.notFound}
      </Text>
    );
  } else {
    body = (
      <ErrorPanel
        message="Failed to load specifications. Please try again."
        onRetry={() => void entries.refetch()}
        isRetrying={entries.isFetching}
      />
    );
  }

  return (
    <Stack gap="lg">
      <Card>
        <MachinePicker value={machineId || null} onChange={choose} />
      </Card>
      <Card>{body}</Card>
    </Stack>
  );
}
