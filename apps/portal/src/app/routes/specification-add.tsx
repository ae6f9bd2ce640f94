import { Page } from '../../components/page';
import { SpecificationsEditor } from '../../features/specifications/components/specifications-editor';

export function Component() {
  return (
    <Page
      maw={1100}
      title="Edit specifications"
      description="Choose a machine, then add, change, reorder or remove its entries."
      back={{ to: '/specifications', label: 'Specifications' }}
    >
      <SpecificationsEditor />
    </Page>
  );
}
