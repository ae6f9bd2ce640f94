import { act, renderHook } from '@testing-library/react';
import { ApiError, UploadAbortedError } from '@toolbox/client';
import type * as Client from '@toolbox/client';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FINISHED_UPLOAD, finishAtOnce, TEST_FILE } from './upload-test-data';
import { useUploadForm } from './use-upload-form';

const uploadFile = vi.hoisted(() => vi.fn());
vi.mock('@toolbox/client', async (original) => ({
  ...(await original<typeof Client>()),
  uploadFile,
}));

const result = FINISHED_UPLOAD;
const file = TEST_FILE;

function renderForm() {
  return renderHook(() => ({ form: useUploadForm(), path: useLocation().pathname }), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/upload']}>{children}</MemoryRouter>
    ),
  });
}

beforeEach(() => {
  uploadFile.mockReset();
  uploadFile.mockImplementation(finishAtOnce);
});

describe('useUploadForm', () => {
  it('shows a failed save, then saves again without resending the file and leaves', async () => {
    const { result: hook } = renderForm();
    const publish = vi
      .fn()
      .mockRejectedValueOnce(new ApiError({ status: 503, code: 'unavailable', message: 'Away' }))
      .mockResolvedValueOnce({ id: 'doc-1' });
    const send = () =>
      hook.current.form.send({
        file,
        kind: 'document',
        publish,
        onSaved: (record: { id: string }) => `/documents/${record.id}`,
        onError: (error) => (error instanceof Error ? error.message : null),
      });

    await act(send);
    expect(hook.current.form.formError).toBe('Away');
    expect(hook.current.form.saved).toBe(false);
    expect(hook.current.path).toBe('/upload');

    await act(send);
    expect(uploadFile).toHaveBeenCalledTimes(1);
    expect(publish).toHaveBeenNthCalledWith(2, result, file);
    expect(hook.current.form.formError).toBeNull();
    expect(hook.current.form.saved).toBe(true);
    expect(hook.current.path).toBe('/documents/doc-1');
  });

  it('sends nothing without a file, and says when the upload was cancelled', async () => {
    const { result: hook } = renderForm();
    const publish = vi.fn();
    const options = {
      kind: 'document' as const,
      publish,
      onSaved: () => '/x',
      onError: () => null,
    };
    await act(() => hook.current.form.send({ ...options, file: null }));
    expect(uploadFile).not.toHaveBeenCalled();

    uploadFile.mockImplementation(() => ({
      promise: Promise.reject(new UploadAbortedError()),
      abort: () => Promise.resolve(),
    }));
    await act(() => hook.current.form.send({ ...options, file }));
    expect(publish).not.toHaveBeenCalled();
    expect(hook.current.form.cancelled).toBe(true);
    expect(hook.current.path).toBe('/upload');
  });
});
