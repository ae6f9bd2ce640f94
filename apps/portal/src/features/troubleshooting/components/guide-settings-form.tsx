import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Group, Stack, TagsInput } from '@mantine/core';
import type { GuideSettings } from '@toolbox/domain';
import { GuideSettingsSchema, messages } from '@toolbox/domain';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { applyServerErrors } from '../../../lib/form-errors';
import { useGuideSettings } from '../api/get-guide-settings';
import { useSaveGuideSettings } from '../api/save-guide-settings';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { QueryState } from '../../../components/query-state';

const FIELDS = ['categories', 'severities'] as const;

function SettingsForm({ settings }: { settings: GuideSettings }) {
  const save = useSaveGuideSettings();
  const [formError, setFormError] = useState<string | null>(null);
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

  const submit = async (values: GuideSettings) => {
    setFormError(null);
    try {
      const stored = await save.mutateAsync(values);
      // What the server kept (duplicates dropped) is the new starting point.
      reset(stored);
      toast.success(messages.guide.settingsSaved);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, { fields: FIELDS }));
    }
  };

  const list = (name: (typeof FIELDS)[number], label: string, description: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TagsInput
          label={label}
          description={description}
          placeholder="Type a name and press Enter"
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          disabled={isSubmitting}
          clearable
          acceptValueOnBlur
        />
      )}
    />
  );

  return (
    <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
      <UnsavedChangesGuard when={isDirty && !isSubmitting} />
      <Card>
        <Stack gap="lg">
          <FormErrorAlert message={formError} />
          {list(
            'categories',
            'Categories',
            'The kinds of fault a guide can be filed under, in the order the editor offers them.',
          )}
          {list(
            'severities',
            'Severity levels',
            'From least to most serious. Guides keep a level that is removed here.',
          )}
          <Group justify="flex-end" gap="sm">
            <Button component={Link} to="/troubleshooting" variant="default">
              Back
            </Button>
            <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
              Save settings
            </Button>
          </Group>
        </Stack>
      </Card>
    </form>
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
