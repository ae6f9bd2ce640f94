import { Page } from '../../components/page';
import { MachinePicker } from '../../features/troubleshooting/components/machine-picker';

export function Component() {
  return (
    <Page
      maw={880}
      title="New guide"
      description="Choose the machine the guide is for."
      back={{ to: '/troubleshooting', label: 'Troubleshooting' }}
    >
      <MachinePicker />
    </Page>
  );
}
