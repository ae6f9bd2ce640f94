import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { GuideImport } from '../../features/troubleshooting/components/guide-import';
import { machineGuidesPagePath } from '../../features/troubleshooting/components/guide-paths';
import { machineLabel, useMachines } from '../../lib/machines';

export function Component() {
  const { machineId = '' } = useParams();
  const { data: machines } = useMachines();
  const label = machineLabel(machines, machineId);
  return (
    <Stack gap="lg" maw={960}>
      <PageHeader
        title="Import guides"
        description={`Add or replace guides for the ${label} from a CSV or JSON file.`}
        back={{ to: machineGuidesPagePath(machineId), label }}
      />
      <GuideImport key={machineId} machineId={machineId} />
    </Stack>
  );
}
