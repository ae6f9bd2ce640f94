import { Page } from '../../components/page';
import { AddMachineForm } from '../../features/machines/components/add-machine-form';

export function Component() {
  return (
    <Page
      maw={880}
      title="Add machine"
      description="Its ID is derived from the manufacturer and model."
      back={{ to: '/machine-types', label: 'Machine types' }}
    >
      <AddMachineForm />
    </Page>
  );
}
