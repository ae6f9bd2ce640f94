import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group } from '@mantine/core';
import type { GuideSettings } from '@toolbox/domain';
import { GuideSettingsSchema, messages } from '@toolbox/domain';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { FormCard } from '../../../components/form-card';
import { FormTagsInput } from '../../../components/form-tags-input';
import { useFormSave } from '../../../lib/form-errors';
import { useGuideSettings } from '../api/get-guide-settings';
import { useSaveGuideSettings } from '../api/save-guide-settings';
import { QueryState } from '../../../components/query-state';

const FIELDS = ['categories', 'severities'] as const;

/** The two lists, in the order the form shows them. */
const LISTS = [
  {
    name: 'categories',
    label: 'Categories',
    description:
      'The kinds of fault a guide can be filed under, in the order the editor offers them.',
  },
  {
    name: 'severities',
    label: 'Severity levels',
    description: 'From least to most serious. Guides keep a level that is removed here.',
  },
] as const;

function SettingsForm({ settings }: { settings: GuideSettings }) {
  const saveSettings = useSaveGuideSettings();
  const {
    control,
    handleSubmit,
    setError,
    reset,
    formState: { isDirty, isSubmitting },
  } = useForm<GuideSettings>({
    resolver: zodResolver(GuideSettingsSchema),
    defaultValues: settings,
  });
  const { formError, attempt } = useFormSave(setError, { fields: FIELDS });

  const submit = (values: GuideSettings) =>
    attempt(async () => {
      const stored = await saveSettings.mutateAsync(values);
      // What the server kept (duplicates dropped) is the new starting point.
      reset(stored);
      toast.success(messages.guide.settingsSaved);
    });

  return (
    <FormCard
      onSubmit={(event) => void handleSubmit(submit)(event)}
      guardWhen={isDirty && !isSubmitting}
      formError={formError}
    >
      {LISTS.map((list) => (
        <FormTagsInput
          key={list.name}
          control={control}
          {...list}
          placeholder="Type a name and press Enter"
          disabled={isSubmitting}
        />
      ))}
      <Group justify="flex-end" gap="sm">
        <Button component={Link} to="/troubleshooting" variant="default">
          Back
        </Button>
        <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
          Save settings
        </Button>
      </Group>
    </FormCard>
  );
}

/** /troubleshooting/settings: the categories and severity levels the guide editor offers. */
export function GuideSettingsEditor() {
  return (
    <QueryState
      query={useGuideSettings()}
      loadingMessage="Loading troubleshooting settings..."
      errorMessage="Failed to load the troubleshooting settings. Please try again."
    >
      {(settings) => <SettingsForm settings={settings} />}
    </QueryState>
  );
}
