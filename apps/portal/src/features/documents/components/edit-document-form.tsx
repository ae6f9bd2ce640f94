import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, TextInput } from '@mantine/core';
import type { Document } from '@toolbox/domain';
import { messages } from '@toolbox/domain';
import { FormProvider, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { useFormSave } from '../../../lib/form-errors';
import { useNavigateAfterSave } from '../../../lib/use-navigate-after-save';
import { useUpdateDocument } from '../api/update-document';
import { DocumentFields, DocumentFormFooter } from './document-fields';
import type { EditDocumentValues } from './document-form-schema';
import { DOCUMENT_FORM_FIELDS, EditDocumentSchema } from './document-form-schema';

/** Edits a document's title, categories, machines, description and author. */
export function EditDocumentForm({ document }: { document: Document }) {
  const { saved, leaveTo } = useNavigateAfterSave();
  const update = useUpdateDocument(document.id);
  const form = useForm<EditDocumentValues>({
    resolver: zodResolver(EditDocumentSchema),
    defaultValues: {
      title: document.title,
      category: document.category,
      machineIds: document.machineIds,
      description: document.description,
      author: document.author,
    },
  });
  const { register, handleSubmit, formState, setError } = form;
  const { formError, attempt } = useFormSave(setError, { fields: DOCUMENT_FORM_FIELDS });

  const submit = handleSubmit((values) =>
    attempt(async () => {
      await update.mutateAsync(values);
      toast.success(messages.document.updated);
      leaveTo(`/documents/${document.id}`);
    }),
  );

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
        <FormProvider {...form}>
          <DocumentFields />
        </FormProvider>
        <DocumentFormFooter formError={formError}>
          <Button type="submit" loading={formState.isSubmitting}>
            Save changes
          </Button>
        </DocumentFormFooter>
      </Stack>
    </form>
  );
}
