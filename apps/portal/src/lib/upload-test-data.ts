import type { UploadResult } from '@toolbox/client';

/** What the client's `uploadFile` gives for a finished upload, in the upload hooks' tests. */
export const FINISHED_UPLOAD: UploadResult = {
  uploadId: 'up-1',
  sha256: 'AB'.repeat(32),
  hashFailed: false,
};

/** The file those tests upload. */
export const TEST_FILE = new File(['%PDF'], 'a.pdf');

/** An upload that finishes at once with FINISHED_UPLOAD: a mocked `uploadFile`'s default. */
export const finishAtOnce = () => ({
  promise: Promise.resolve(FINISHED_UPLOAD),
  abort: () => Promise.resolve(),
});
