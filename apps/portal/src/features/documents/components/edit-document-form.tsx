import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import type { Document } from '@toolbox/domain';
import { messages } from '@toolbox/domain';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { MachineMultiSelect } from '../../../components/machine-multi-select';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { applyServerErrors } from '../../../lib/form-errors';
import { useNavigateAfterSave } from '../../../lib/use-navigate-after-save';
import { useDocumentFacets } from '../api/get-document-facets';
import { useUpdateDocument } from '../api/update-document';

const FormSchema = z.object({
  title: z.string().trim().min(1, messages.document.titleRequired),
  category: z.array(z.string()).min(1, messages.document.categoryRequired),
  machineIds: z.array(z.string()),
  description: z.string(),
  author: z.string(),
});
type FormValues = z.infer<typeof FormSchema>;
const FIELDS = ['title', 'category', 'machineIds', 'description', 'author'] as const;

/** Edits a document's title, categories, machines, description and author. */
export function EditDocumentForm({ document }: { document: Document }) {
  const { saved, leaveTo } = useNavigateAfterSave();
  const facets = useDocumentFacets();
  const update = useUpdateDocument(document.id);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<FormValues>({
    resolver: zodResolver(FormSchema),
    defaultValues: {
      title: document.title,
      category: document.category,
      machineIds: document.machineIds,
      description: document.description,
      author: document.author,
    },
  });
  const { register, control, handleSubmit, formState, setError } = form;

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await update.mutateAsync(values);
      toast.success(messages.document.updated);
      leaveTo(`/documents/${document.id}`);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, { fields: FIELDS }));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <UnsavedChangesGuard when={formState.isDirty && !formState.isSubmitting && !saved} />
      <Stack gap="md">
        <TextInput
          label="Title"
          withAsterisk
          error={formState.errors.title?.message}
          {...register('title')}
        />
        <Controller
          control={control}
          name="category"
          render={({ field, fieldState }) => (
            <TagsInput
              label="Categories"
              description="Press Enter after each category."
              data={facets.data?.categories.map((c) => c.name) ?? []}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              withAsterisk
              clearable
              acceptValueOnBlur
            />
          )}
        />
        <Controller
          control={control}
          name="machineIds"
          render={({ field }) => (
            <MachineMultiSelect value={field.value} onChange={field.onChange} />
          )}
        />
        <Textarea label="Description" rows={3} {...register('description')} />
        <TextInput label="Author" {...register('author')} />
        {formError ? (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={formState.isSubmitting}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
