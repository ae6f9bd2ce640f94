import { Page } from '../../components/page';
import { MachineLabelChooser } from '../../features/machines/components/machine-label-chooser';

export function Component() {
  return (
    <Page title="Machine labels" description="QR labels that open a machine in the toolbox.">
      <MachineLabelChooser />
    </Page>
  );
}
