import { Alert, Button, Group, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { Document } from '@toolbox/domain';
import { DEFAULT_VERSION_CHANGES, formatVersion, messages } from '@toolbox/domain';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { FileDropZone } from '../../../components/file-drop-zone';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { UploadProgress } from '../../../components/upload-progress';
import { applyServerErrors } from '../../../lib/form-errors';
import { useNavigateAfterSave } from '../../../lib/use-navigate-after-save';
import { useUpload } from '../../../lib/use-upload';
import { createDocumentVersion } from '../api/create-document-version';
import { documentChanged } from '../api/document-cache';
import { notifyNewDocument } from '../api/notify-new-document';

/** Uploads the next version of a document with its change text (SPEC.md §4 Document versions). */
export function NewVersionForm({ document }: { document: Document }) {
  const { saved, leaveTo } = useNavigateAfterSave();
  const queryClient = useQueryClient();
  const upload = useUpload();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [changes, setChanges] = useState('');
  const [author, setAuthor] = useState('');
  const [notify, setNotify] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const next = formatVersion(document.currentVersion + 1);

  const submit = async () => {
    setFormError(null);
    if (!file) {
      setFileError(messages.document.fileRequired);
      return;
    }
    try {
      const updated = await upload.run(
        file,
        'document',
        (done) => createDocumentVersion(document.id, { uploadId: done.uploadId, changes, author }),
        notify ? notifyNewDocument : undefined,
      );
      if (!updated) return;
      await documentChanged(queryClient, updated);
      toast.success(messages.document.versionUploaded(updated.currentVersion));
      leaveTo(`/documents/${document.id}`);
    } catch (error) {
      setFormError(applyServerErrors(error, () => {}, { fields: [] }));
    }
  };

  const busy = upload.busy;
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
          error={fileError}
          disabled={busy}
          required
          onChange={(chosen) => {
            setFile(chosen);
            setFileError(undefined);
          }}
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
        {upload.state.step !== 'idle' ? (
          <UploadProgress
            state={upload.state}
            withNotification={notify}
            onCancel={() => void upload.cancel()}
          />
        ) : null}
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
