import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { IMAGE_ACCEPT, publishImage } from '../../lib/images';
import { GuideEditor } from '../../features/troubleshooting/components/guide-editor';
import { machineGuidesPagePath } from '../../features/troubleshooting/components/guide-paths';
import { machineLabel, useMachines } from '../../lib/machines';

/** Step images are stored through the images feature; the editor gets them handed in. */
const images = { publish: publishImage, accept: IMAGE_ACCEPT };

export function Component() {
  const { machineId = '', guideId = '' } = useParams();
  const { data: machines } = useMachines();
  const label = machineLabel(machines, machineId);
  return (
    <Stack gap="lg" maw={960}>
      <PageHeader
        title="Edit guide"
        description={`A troubleshooting guide for the ${label}.`}
        back={{ to: machineGuidesPagePath(machineId), label }}
      />
      <GuideEditor
        key={`${machineId}/${guideId}`}
        machineId={machineId}
        guideId={guideId}
        images={images}
      />
    </Stack>
  );
}
