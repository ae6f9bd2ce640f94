import { useParams } from 'react-router';
import { Page } from '../../components/page';
import { EditMachineForm } from '../../features/machines/components/edit-machine-form';

export function Component() {
  const { id = '' } = useParams();
  return (
    <Page
      maw={880}
      title="Edit machine"
      description="A new manufacturer or model gives the machine a new ID."
      back={{ to: `/machine-types/${encodeURIComponent(id)}`, label: 'Machine details' }}
    >
      <EditMachineForm key={id} id={id} />
    </Page>
  );
}
