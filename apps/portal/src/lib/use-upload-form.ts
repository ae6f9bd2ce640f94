import type { UploadKind, UploadResult } from '@toolbox/client';
import { useState } from 'react';
import { useNavigateAfterSave } from './use-navigate-after-save';
import { useUpload } from './use-upload';

export interface SendUpload<T> {
  /** The file to send; none, and the form only clears its last failure (or saves `withoutFile`). */
  file: File | null;
  /** Saves the record when there is no file to send (an edit that keeps its image). */
  withoutFile?: () => Promise<T>;
  kind: UploadKind;
  /** Saves the finished upload as a record. */
  publish: (upload: UploadResult, file: File) => Promise<T>;
  /** Announces the saved record, when the form asked for it. */
  notify?: ((record: T) => Promise<void>) | undefined;
  /** What follows a save (a toast, the cache); gives the path the form leaves to. */
  onSaved: (record: T) => string | Promise<string>;
  /** Puts a failure on the form's fields; gives what is left for the alert over the form. */
  onError: (error: unknown) => string | null;
}

/**
 * The frame of a form that uploads a file and saves it as a record: the upload with its
 * progress and Cancel, the alert for a failed save (sending again reuses the uploaded file),
 * "cancelled" once the upload was stopped, and leaving the form once the record is saved.
 */
export function useUploadForm() {
  const upload = useUpload();
  const { saved, leaveTo } = useNavigateAfterSave();
  const [formError, setFormError] = useState<string | null>(null);
  const [cancelled, setCancelled] = useState(false);

  const send = async <T>(options: SendUpload<T>) => {
    const { file, kind, publish, notify, withoutFile, onSaved, onError } = options;
    setFormError(null);
    setCancelled(false);
    if (!file && !withoutFile) return;
    try {
      const record = file
        ? await upload.run(file, kind, (done) => publish(done, file), notify)
        : await withoutFile!();
      if (record === null) {
        setCancelled(true);
        return;
      }
      leaveTo(await onSaved(record));
    } catch (error) {
      setFormError(onError(error));
    }
  };

  return {
    /** The upload's steps and percent, for UploadStatus. */
    state: upload.state,
    busy: upload.busy,
    cancel: () => void upload.cancel(),
    saved,
    formError,
    cancelled,
    send,
  };
}

export type UploadForm = ReturnType<typeof useUploadForm>;

/** A file chosen outside the form's own fields, and the message when none was. */
export function useChosenFile(requiredMessage: string) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string>();
  const choose = (chosen: File | null) => {
    setFile(chosen);
    setError(undefined);
  };
  return {
    file,
    /** The file, its message and the change handler, as FileDropZone takes them. */
    zoneProps: { file, error, onChange: choose },
    /** The chosen file, or null after saying that one is needed. */
    require: () => {
      if (!file) setError(requiredMessage);
      return file;
    },
  };
}
