import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { declaredUpload } from '@toolbox/client';
import { defaultDocumentTitle, messages } from '@toolbox/domain';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { FileDropZone } from '../../../components/file-drop-zone';
import { FormSwitch, SEND_NOTIFICATION_LABEL } from '../../../components/form-fields';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { UploadStatus } from '../../../components/upload-status';
import { applyServerErrors } from '../../../lib/form-errors';
import { useChosenFile, useUploadForm } from '../../../lib/use-upload-form';
import { createDocument } from '../api/create-document';
import { documentChanged } from '../api/document-cache';
import { notifyNewDocument } from '../api/notify-new-document';
import { DocumentFields, DocumentFormFooter } from './document-fields';
import type { UploadDocumentValues } from './document-form-schema';
import type { MustReadChoice } from './must-read-fields';
import {
  markUploadedVersion,
  MustReadFields,
  mustReadError,
  NO_MUST_READ,
} from './must-read-fields';
import { DOCUMENT_FORM_FIELDS, UploadDocumentSchema } from './document-form-schema';

const EMPTY: UploadDocumentValues = {
  title: '',
  category: [],
  machineIds: [],
  description: '',
  author: '',
  sendNotification: false,
};

/**
 * /documents/upload: choose or drop a file, describe it, and send it. The title defaults to the
 * file name; categories are tags with suggestions from those in use; machines come from the
 * catalogue. The upload shows its steps and percent and can be cancelled.
 */
export function DocumentUploadForm() {
  const navigate = useNavigate();
  const form = useForm<UploadDocumentValues>({
    resolver: zodResolver(UploadDocumentSchema),
    defaultValues: EMPTY,
  });
  const [mustRead, setMustRead] = useState<MustReadChoice>(NO_MUST_READ);
  const { uploadForm, chosen, submit } = useDocumentUpload(form, mustRead);
  const { register, control, formState } = form;
  const sendNotification = useWatch({ control, name: 'sendNotification' });

  const { busy, saved } = uploadForm;
  const file = chosen.file;
  const started = formState.isDirty || file !== null;
  return (
    <Card withBorder padding="lg" radius="md" maw={760}>
      <UnsavedChangesGuard when={!saved && (busy || started)} />
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <FileDropZone
            {...chosen.zoneProps}
            label="File"
            prompt="Drop a document here"
            disabled={busy}
            required
          />
          <TextInput
            label="Title"
            description="Leave empty to use the file name."
            placeholder={file ? defaultDocumentTitle(file.name) : undefined}
            disabled={busy}
            error={formState.errors.title?.message}
            {...register('title')}
          />
          <FormProvider {...form}>
            <DocumentFields categoryPlaceholder="e.g. Maintenance" disabled={busy} />
          </FormProvider>
          <FormSwitch
            control={control}
            name="sendNotification"
            label={SEND_NOTIFICATION_LABEL}
            disabled={busy}
          />
          <MustReadFields
            withSwitch
            value={mustRead}
            onChange={setMustRead}
            disabled={busy}
            error={formState.isSubmitted ? mustReadError(mustRead) : undefined}
          />
          <UploadStatus form={uploadForm} withNotification={sendNotification} />
          <DocumentFormFooter formError={uploadForm.formError}>
            <Button variant="default" disabled={busy} onClick={() => void navigate('/documents')}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Upload document
            </Button>
          </DocumentFormFooter>
        </Stack>
      </form>
    </Card>
  );
}

/**
 * The upload behind the form: the chosen file (required), sent with the fields as the new
 * document, the cache and a toast once it is saved, server details on the fields.
 */
function useDocumentUpload(form: UseFormReturn<UploadDocumentValues>, mustRead: MustReadChoice) {
  const queryClient = useQueryClient();
  const uploadForm = useUploadForm();
  const chosen = useChosenFile(messages.document.fileRequired);

  const submit = form.handleSubmit(
    async (values) => {
      if (mustReadError(mustRead)) return;
      await uploadForm.send({
        file: chosen.require(),
        kind: 'document',
        publish: (done, file) =>
          createDocument({
            ...declaredUpload(done),
            ...values,
            title: values.title || defaultDocumentTitle(file.name),
          }),
        notify: values.sendNotification ? notifyNewDocument : undefined,
        onSaved: async (document) => {
          await markUploadedVersion(document, mustRead);
          await documentChanged(queryClient, document);
          toast.success(messages.document.uploaded);
          return `/documents/${document.id}`;
        },
        onError: (error) =>
          applyServerErrors(error, form.setError, { fields: DOCUMENT_FORM_FIELDS }),
      });
    },
    () => void chosen.require(),
  );
  return { uploadForm, chosen, submit };
}
