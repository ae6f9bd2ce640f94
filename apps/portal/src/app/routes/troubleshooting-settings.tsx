import { Page } from '../../components/page';
import { GuideSettingsEditor } from '../../features/troubleshooting/components/guide-settings-form';

export function Component() {
  return (
    <Page
      maw={880}
      title="Troubleshooting settings"
      description="The categories and severity levels offered when writing a guide."
      back={{ to: '/troubleshooting', label: 'Troubleshooting' }}
    >
      <GuideSettingsEditor />
    </Page>
  );
}
