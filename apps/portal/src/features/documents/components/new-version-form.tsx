import { Button, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { declaredUpload } from '@toolbox/client';
import type { Document } from '@toolbox/domain';
import { formatVersion, messages } from '@toolbox/domain';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { FileDropZone } from '../../../components/file-drop-zone';
import { SEND_NOTIFICATION_LABEL } from '../../../components/form-fields';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { UploadStatus } from '../../../components/upload-status';
import { applyServerErrors } from '../../../lib/form-errors';
import { useChosenFile, useUploadForm } from '../../../lib/use-upload-form';
import { createDocumentVersion } from '../api/create-document-version';
import { documentChanged } from '../api/document-cache';
import { notifyNewDocument } from '../api/notify-new-document';
import { DocumentFormFooter } from './document-fields';
import type { MustReadChoice } from './must-read-fields';
import {
  markUploadedVersion,
  MustReadFields,
  mustReadError,
  NO_MUST_READ,
} from './must-read-fields';

/** What the form sends with the file. */
interface VersionFields {
  changes: string;
  author: string;
  notify: boolean;
  mustRead: MustReadChoice;
}

/** What changed is required: only version 1 reads Initial version (docs/product.md#document-versions). */
const changesError = (changes: string) =>
  changes.trim() ? undefined : messages.document.versionChangesRequired;

/**
 * Uploads the next version of a document with its change text (docs/product.md#document-versions).
 */
export function NewVersionForm({ document }: { document: Document }) {
  const [fields, setFields] = useState<VersionFields>({
    changes: '',
    author: '',
    notify: false,
    mustRead: NO_MUST_READ,
  });
  const [sent, setSent] = useState(false);
  const { uploadForm, chosen, submit } = useVersionUpload(document, fields);
  const next = formatVersion(document.currentVersion + 1);
  const set = (changed: Partial<VersionFields>) => setFields((now) => ({ ...now, ...changed }));

  const { busy, saved } = uploadForm;
  const file = chosen.file;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSent(true);
        if (mustReadError(fields.mustRead) || changesError(fields.changes)) {
          // Every missing field says so at once, the file's included.
          chosen.require();
          return;
        }
        void submit();
      }}
    >
      <UnsavedChangesGuard when={!saved && (busy || file !== null)} />
      <Stack gap="md">
        <FileDropZone
          {...chosen.zoneProps}
          label={`File for ${next}`}
          prompt={`Drop the file for ${next} here`}
          disabled={busy}
          required
        />
        <Textarea
          label="Changes"
          description={`What is new in ${next}.`}
          withAsterisk
          error={sent ? changesError(fields.changes) : undefined}
          rows={2}
          value={fields.changes}
          onChange={(event) => set({ changes: event.currentTarget.value })}
          disabled={busy}
        />
        <TextInput
          label="Author of this version"
          placeholder={document.author || undefined}
          value={fields.author}
          onChange={(event) => set({ author: event.currentTarget.value })}
          disabled={busy}
        />
        <Switch
          label={SEND_NOTIFICATION_LABEL}
          checked={fields.notify}
          onChange={(event) => set({ notify: event.currentTarget.checked })}
          disabled={busy}
        />
        <MustReadFields
          withSwitch
          value={fields.mustRead}
          onChange={(mustRead) => set({ mustRead })}
          disabled={busy}
          error={sent ? mustReadError(fields.mustRead) : undefined}
        />
        <UploadStatus form={uploadForm} withNotification={fields.notify} />
        <DocumentFormFooter formError={uploadForm.formError}>
          <Button type="submit" loading={busy}>
            Upload {next}
          </Button>
        </DocumentFormFooter>
      </Stack>
    </form>
  );
}

/** Sends the chosen file (required) as `document`'s next version, then shows the document. */
function useVersionUpload(
  document: Document,
  { changes, author, notify, mustRead }: VersionFields,
) {
  const queryClient = useQueryClient();
  const uploadForm = useUploadForm();
  const chosen = useChosenFile(messages.document.fileRequired);

  const submit = () =>
    uploadForm.send({
      file: chosen.require(),
      kind: 'document',
      publish: (done) =>
        createDocumentVersion(document.id, { ...declaredUpload(done), changes, author }),
      notify: notify ? notifyNewDocument : undefined,
      onSaved: async (updated) => {
        await markUploadedVersion(updated, mustRead);
        await documentChanged(queryClient, updated);
        toast.success(messages.document.versionUploaded(updated.currentVersion));
        return `/documents/${document.id}`;
      },
      onError: (error) => applyServerErrors(error, () => {}, { fields: [] }),
    });
  return { uploadForm, chosen, submit };
}
