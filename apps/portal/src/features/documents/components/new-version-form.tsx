import { Alert, Button, Group, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { Document } from '@toolbox/domain';
import { DEFAULT_VERSION_CHANGES, formatVersion, messages } from '@toolbox/domain';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { FileDropZone } from '../../../components/file-drop-zone';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { UploadStatus } from '../../../components/upload-status';
import { applyServerErrors } from '../../../lib/form-errors';
import { useChosenFile, useUploadForm } from '../../../lib/use-upload-form';
import { createDocumentVersion } from '../api/create-document-version';
import { documentChanged } from '../api/document-cache';
import { notifyNewDocument } from '../api/notify-new-document';

/**
 * Uploads the next version of a document with its change text (docs/product.md#document-versions).
 */
export function NewVersionForm({ document }: { document: Document }) {
  const queryClient = useQueryClient();
  const uploadForm = useUploadForm();
  const chosen = useChosenFile(messages.document.fileRequired);
  const [changes, setChanges] = useState('');
  const [author, setAuthor] = useState('');
  const [notify, setNotify] = useState(false);
  const next = formatVersion(document.currentVersion + 1);

  const submit = async () => {
    await uploadForm.send({
      file: chosen.require(),
      kind: 'document',
      publish: (done) =>
        createDocumentVersion(document.id, { uploadId: done.uploadId, changes, author }),
      notify: notify ? notifyNewDocument : undefined,
      onSaved: async (updated) => {
        await documentChanged(queryClient, updated);
        toast.success(messages.document.versionUploaded(updated.currentVersion));
        return `/documents/${document.id}`;
      },
      onError: (error) => applyServerErrors(error, () => {}, { fields: [] }),
    });
  };

  const { busy, saved, formError } = uploadForm;
  const file = chosen.file;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <UnsavedChangesGuard when={!saved && (busy || file !== null)} />
      <Stack gap="md">
        <FileDropZone
          file={file}
          label={`File for ${next}`}
          prompt={`Drop the file for ${next} here`}
          error={chosen.error}
          disabled={busy}
          required
          onChange={chosen.choose}
        />
        <Textarea
          label="Changes"
          description={`What is new in ${next}; "${DEFAULT_VERSION_CHANGES}" when left empty.`}
          rows={2}
          value={changes}
          onChange={(event) => setChanges(event.currentTarget.value)}
          disabled={busy}
        />
        <TextInput
          label="Author of this version"
          placeholder={document.author || undefined}
          value={author}
          onChange={(event) => setAuthor(event.currentTarget.value)}
          disabled={busy}
        />
        <Switch
          label="Send notification to all users"
          checked={notify}
          onChange={(event) => setNotify(event.currentTarget.checked)}
          disabled={busy}
        />
        <UploadStatus form={uploadForm} withNotification={notify} />
        {formError ? (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            Upload {next}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
