import { createRateMeter, isApiError, isUploadAborted, uploadFile } from '@toolbox/client';
import type { UploadHandle, UploadKind, UploadResult } from '@toolbox/client';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The steps of the product's upload sequence (docs/product.md#software-upload), as the screens show
 * them.
 */
export type UploadStep = 'idle' | 'uploading' | 'saving' | 'notifying' | 'done';

export interface UploadState {
  step: UploadStep;
  /** Whole percent of the file sent. */
  percent: number;
  /**
   * Whole percent of the file hashed: the SHA-256 is taken beside the transfer (decision 008), so
   * it moves while uploading, and reaches 100 when the last slice is hashed.
   */
  hashPercent: number;
  /**
   * The browser could not hash the file; the server's hash is stored instead
   * (docs/product.md#hash-fallback).
   */
  hashFailed: boolean;
  /** Bytes sent so far, of all of them. */
  bytes: number;
  totalBytes: number;
  /** The step's speed over the last few seconds; null until there is one. */
  bytesPerSecond: number | null;
}

const IDLE: UploadState = {
  step: 'idle',
  percent: 0,
  hashPercent: 0,
  hashFailed: false,
  bytes: 0,
  totalBytes: 0,
  bytesPerSecond: null,
};

/**
 * Runs one upload: send the file, hashing it on the way (resumable, with progress), then `publish`
 * the finished upload as a record, then the optional `notify`. `cancel` stops hashing and sending and
 * removes the partial upload; leaving the screen does the same. Resolves with what `publish`
 * returned, or `null` when cancelled.
 */
export function useUpload() {
  const [state, setState] = useState<UploadState>(IDLE);
  const handle = useRef<UploadHandle | null>(null);
  // A finished upload whose record could not be saved (say the server was briefly away): sending
  // the same file again publishes it without moving its bytes a second time.
  const finished = useRef<{ file: File; kind: UploadKind; upload: UploadResult } | null>(null);

  useEffect(
    () => () => {
      void handle.current?.abort();
    },
    [],
  );

  const run = useCallback(
    async <T>(
      file: File,
      kind: UploadKind,
      publish: (upload: UploadResult) => Promise<T>,
      notify?: (record: T) => Promise<void>,
    ): Promise<T | null> => {
      try {
        const kept = finished.current;
        let upload: UploadResult;
        if (kept && kept.file === file && kept.kind === kind) {
          upload = kept.upload;
        } else {
          finished.current = null;
          setState({ ...IDLE, step: 'uploading', totalBytes: file.size });
          // The speed shown is the transfer's; hashing runs beside it.
          const meter = createRateMeter();
          let moved = 0;
          const current = uploadFile({
            file,
            kind,
            onProgress: ({ phase, percent, bytesSent, bytesTotal }) => {
              if (phase === 'hashing') {
                setState((s) => ({ ...s, hashPercent: percent }));
                return;
              }
              meter.add(Math.max(0, bytesSent - moved));
              moved = bytesSent;
              setState((s) => ({
                ...s,
                percent,
                bytes: bytesSent,
                totalBytes: bytesTotal,
                bytesPerSecond: meter.bytesPerSecond(),
              }));
            },
          });
          handle.current = current;
          upload = await current.promise;
          handle.current = null;
          if (upload.hashFailed) console.warn('Hashing failed; fallback name', upload.fallbackKey);
          finished.current = { file, kind, upload };
        }
        setState({
          ...IDLE,
          step: 'saving',
          percent: 100,
          hashPercent: 100,
          hashFailed: upload.hashFailed,
        });
        const record = await publish(upload);
        finished.current = null;
        if (notify) {
          setState((s) => ({ ...s, step: 'notifying' }));
          await notify(record);
        }
        setState((s) => ({ ...s, step: 'done' }));
        return record;
      } catch (error) {
        handle.current = null;
        // The server refused the upload itself (hash, size, type): it is gone, send it afresh.
        // A 400 with field details is about the form; the upload waits for the corrected fields.
        const refusedFile =
          isApiError(error) &&
          ([404, 413, 422].includes(error.status) || (error.status === 400 && !error.details));
        if (refusedFile) finished.current = null;
        setState(IDLE);
        if (isUploadAborted(error)) return null;
        throw error;
      }
    },
    [],
  );

  const cancel = useCallback(async () => {
    const current = handle.current;
    handle.current = null;
    await current?.abort();
  }, []);

  const reset = useCallback(() => setState(IDLE), []);

  const busy = state.step !== 'idle' && state.step !== 'done';
  return { state, busy, run, cancel, reset };
}
