import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Card,
  Group,
  Stack,
  Switch,
  TagsInput,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { defaultDocumentTitle, messages } from '@toolbox/domain';
import type { Control, UseFormRegister } from 'react-hook-form';
import { Controller, useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { FileDropZone } from '../../../components/file-drop-zone';
import { MachineMultiSelect } from '../../../components/machine-multi-select';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { UploadStatus } from '../../../components/upload-status';
import { applyServerErrors } from '../../../lib/form-errors';
import { useChosenFile, useUploadForm } from '../../../lib/use-upload-form';
import { createDocument } from '../api/create-document';
import { documentChanged } from '../api/document-cache';
import { notifyNewDocument } from '../api/notify-new-document';
import { useDocumentFacets } from '../api/get-document-facets';

const FormSchema = z.object({
  title: z.string().trim(),
  category: z.array(z.string()).min(1, messages.document.categoryRequired),
  machineIds: z.array(z.string()),
  description: z.string(),
  author: z.string(),
  sendNotification: z.boolean(),
});
type FormValues = z.infer<typeof FormSchema>;
const FIELDS = ['title', 'category', 'machineIds', 'description', 'author'] as const;

/**
 * /documents/upload: choose or drop a file, describe it, and send it. The title defaults to the
 * file name; categories are tags with suggestions from those in use; machines come from the
 * catalogue. The upload shows its steps and percent and can be cancelled.
 */
export function DocumentUploadForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const facets = useDocumentFacets();
  const uploadForm = useUploadForm();
  const chosen = useChosenFile(messages.document.fileRequired);
  const form = useForm<FormValues>({
    resolver: zodResolver(FormSchema),
    defaultValues: {
      title: '',
      category: [],
      machineIds: [],
      description: '',
      author: '',
      sendNotification: false,
    },
  });
  const { register, control, handleSubmit, formState, setError } = form;
  const sendNotification = useWatch({ control, name: 'sendNotification' });

  const submit = handleSubmit(
    async (values) => {
      await uploadForm.send({
        file: chosen.require(),
        kind: 'document',
        publish: (done, file) =>
          createDocument({
            uploadId: done.uploadId,
            ...values,
            title: values.title || defaultDocumentTitle(file.name),
          }),
        notify: values.sendNotification ? notifyNewDocument : undefined,
        onSaved: async (document) => {
          await documentChanged(queryClient, document);
          toast.success(messages.document.uploaded);
          return `/documents/${document.id}`;
        },
        onError: (error) => applyServerErrors(error, setError, { fields: FIELDS }),
      });
    },
    () => void chosen.require(),
  );

  const { busy, saved, formError } = uploadForm;
  const file = chosen.file;
  const started = formState.isDirty || file !== null;
  return (
    <Card withBorder padding="lg" radius="md" maw={760}>
      <UnsavedChangesGuard when={!saved && (busy || started)} />
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <FileDropZone
            file={file}
            label="File"
            prompt="Drop a document here"
            error={chosen.error}
            disabled={busy}
            required
            onChange={chosen.choose}
          />
          <TextInput
            label="Title"
            description="Leave empty to use the file name."
            placeholder={file ? defaultDocumentTitle(file.name) : undefined}
            disabled={busy}
            error={formState.errors.title?.message}
            {...register('title')}
          />
          <DocumentFields
            control={control}
            register={register}
            categories={facets.data?.categories.map((c) => c.name) ?? []}
            busy={busy}
          />
          <UploadStatus form={uploadForm} withNotification={sendNotification} />
          {formError ? (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" disabled={busy} onClick={() => void navigate('/documents')}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Upload document
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

interface DocumentFieldsProps {
  control: Control<FormValues>;
  register: UseFormRegister<FormValues>;
  /** Categories in use, offered while typing. */
  categories: string[];
  busy: boolean;
}

/** Categories, machines, description, author and whether everyone hears of the document. */
function DocumentFields({ control, register, categories, busy }: DocumentFieldsProps) {
  return (
    <>
      <Controller
        control={control}
        name="category"
        render={({ field, fieldState }) => (
          <TagsInput
            label="Categories"
            description="Press Enter after each category."
            placeholder="e.g. Maintenance"
            data={categories}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            disabled={busy}
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
          <MachineMultiSelect value={field.value} onChange={field.onChange} disabled={busy} />
        )}
      />
      <Textarea label="Description" rows={3} disabled={busy} {...register('description')} />
      <TextInput label="Author" disabled={busy} {...register('author')} />
      <Controller
        control={control}
        name="sendNotification"
        render={({ field }) => (
          <Switch
            label="Send notification to all users"
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            disabled={busy}
          />
        )}
      />
    </>
  );
}
