import { zodResolver } from '@hookform/resolvers/zod';
import { Card, Divider, Stack } from '@mantine/core';
import type { Guide } from '@toolbox/domain';
import { messages } from '@toolbox/domain';
import type { ReactNode } from 'react';
import { useCallback, useState } from 'react';
import type { Resolver } from 'react-hook-form';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { FormActions } from '../../../components/form-actions';
import { FormSection } from '../../../components/form-section';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { applyServerErrors } from '../../../lib/form-errors';
import { useNavigateAfterSave } from '../../../lib/use-navigate-after-save';
import { useSaveGuide } from '../api/save-guide';
import { CausesEditor } from './causes-editor';
import { FaultFields, NeedsFields } from './guide-fields';
import type { GuideFormOutput, GuideFormValues, SettingsLists } from './guide-form-schema';
import { GuideFormSchema, guideFieldErrors, guideFormValues } from './guide-form-schema';
import { machineGuidesPagePath } from './guide-paths';
import type { ImageStore } from '../../../components/image-field';
import { StepEditor } from './step-editor';
import { FormErrorAlert } from '../../../components/form-error-alert';

const resolver = zodResolver(GuideFormSchema) as unknown as Resolver<
  GuideFormValues,
  unknown,
  GuideFormOutput
>;

interface GuideFormProps {
  machineId: string;
  /** The guide being edited; without one the form writes a new guide. */
  guide?: Guide | undefined;
  settings: SettingsLists;
  images: ImageStore;
}

function Section({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  return (
    <Stack gap="md">
      <FormSection title={title} hint={hint} />
      {children}
    </Stack>
  );
}

/** Which steps are uploading an image, by the step's key; the guide waits for all of them. */
function useUploadingSteps() {
  const [uploading, setUploading] = useState<Record<string, boolean>>({});
  const onBusyChange = useCallback((key: string, busy: boolean) => {
    setUploading((current) => {
      if (Boolean(current[key]) === busy) return current;
      const next = { ...current };
      if (busy) next[key] = true;
      else delete next[key];
      return next;
    });
  }, []);
  return { isUploading: Object.keys(uploading).length > 0, onBusyChange };
}

/** The guide as a form, and its save: back to the machine's guides once the guide is stored. */
function useGuideForm(machineId: string, guide: Guide | undefined) {
  const saveGuide = useSaveGuide();
  const { saved, leaveTo } = useNavigateAfterSave();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<GuideFormValues, unknown, GuideFormOutput>({
    resolver,
    defaultValues: guideFormValues(guide),
  });
  const backTo = machineGuidesPagePath(machineId);

  const submit = async (content: GuideFormOutput) => {
    setFormError(null);
    try {
      await saveGuide.mutateAsync({ machineId, guide: { ...content, id: guide?.id ?? null } });
      toast.success(messages.guide.saved);
      leaveTo(backTo);
    } catch (error) {
      // The server names the fields after its body; the steps there are the ones sent.
      const renamed = guideFieldErrors(error, form.getValues('steps').length);
      setFormError(applyServerErrors(renamed.error, form.setError, { fields: renamed.fields }));
    }
  };

  return { form, onSubmit: form.handleSubmit(submit), formError, saved, backTo };
}

/**
 * The guide editor (/troubleshooting/{machineId}/add and /edit/{guideId}): the fault, what the
 * repair needs, and the steps. Saving sends the whole guide (with its id when editing, so it
 * replaces the stored one), then goes back to the machine's guides. Field messages come from the
 * domain; the server's own are shown on their fields or, word for word, over the form.
 */
export function GuideForm({ machineId, guide, settings, images }: GuideFormProps) {
  const { form, onSubmit, formError, saved, backTo } = useGuideForm(machineId, guide);
  const { isUploading, onBusyChange } = useUploadingSteps();
  const { control, register } = form;
  const { errors, isSubmitting, isDirty } = form.formState;
  const busy = isSubmitting;
  const fieldProps = { control, register, errors, disabled: busy };
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <UnsavedChangesGuard when={(isDirty || isUploading) && !isSubmitting && !saved} />
      <Card>
        <Stack gap="xl">
          <FormErrorAlert message={formError} />
          <Section title="Fault" hint="How engineers recognise the problem.">
            <FaultFields {...fieldProps} settings={settings} />
          </Section>
          <Divider />
          <Section title="What it takes" hint="Likely causes, tools, parts and helpful documents.">
            <CausesEditor {...fieldProps} errors={errors.causes} />
            <NeedsFields control={control} disabled={busy} machineId={machineId} />
          </Section>
          <Divider />
          <Section
            title="Steps"
            hint="In the order the engineer works through them; each may show a photo."
          >
            <StepEditor
              control={control}
              register={register}
              errors={errors.steps}
              images={images}
              onBusyChange={onBusyChange}
              disabled={busy}
            />
          </Section>
          <FormActions cancelTo={backTo} isSubmitting={isSubmitting} disabled={isUploading}>
            Save guide
          </FormActions>
        </Stack>
      </Card>
    </form>
  );
}
