import { act, renderHook } from '@testing-library/react';
import { ApiError } from '@toolbox/client';
import type * as Client from '@toolbox/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FINISHED_UPLOAD, finishAtOnce, TEST_FILE } from './upload-test-data';
import { useUpload } from './use-upload';

const uploadFile = vi.hoisted(() => vi.fn());
vi.mock('@toolbox/client', async (original) => ({
  ...(await original<typeof Client>()),
  uploadFile,
}));

const result = FINISHED_UPLOAD;
const file = TEST_FILE;

beforeEach(() => {
  uploadFile.mockReset();
  uploadFile.mockImplementation(finishAtOnce);
});

describe('useUpload', () => {
  it('publishes a finished upload again without resending it when saving failed', async () => {
    const { result: hook } = renderHook(() => useUpload());
    const publish = vi
      .fn()
      .mockRejectedValueOnce(new ApiError({ status: 503, code: 'unavailable', message: 'Away' }))
      .mockResolvedValueOnce({ id: 'doc-1' });
    await act(async () => {
      await expect(hook.current.run(file, 'document', publish)).rejects.toThrow('Away');
    });
    expect(hook.current.state.step).toBe('idle');
    await act(async () => {
      await expect(hook.current.run(file, 'document', publish)).resolves.toEqual({ id: 'doc-1' });
    });
    expect(uploadFile).toHaveBeenCalledTimes(1);
    expect(publish).toHaveBeenNthCalledWith(2, result);
    expect(hook.current.state.step).toBe('done');
  });

  it('sends the file afresh when the server refused the upload itself', async () => {
    const { result: hook } = renderHook(() => useUpload());
    const publish = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiError({ status: 422, code: 'hash-mismatch', message: 'Changed' }),
      )
      .mockResolvedValueOnce({ id: 'doc-1' });
    await act(async () => {
      await expect(hook.current.run(file, 'document', publish)).rejects.toThrow('Changed');
    });
    await act(async () => {
      await hook.current.run(file, 'document', publish);
    });
    expect(uploadFile).toHaveBeenCalledTimes(2);
  });

  it('sends another file as a new upload', async () => {
    const { result: hook } = renderHook(() => useUpload());
    const publish = vi
      .fn()
      .mockRejectedValueOnce(new ApiError({ status: 503, code: 'unavailable', message: 'Away' }))
      .mockResolvedValueOnce({ id: 'doc-2' });
    await act(async () => {
      await expect(hook.current.run(file, 'document', publish)).rejects.toThrow();
    });
    await act(async () => {
      await hook.current.run(new File(['%PDF'], 'b.pdf'), 'document', publish);
    });
    expect(uploadFile).toHaveBeenCalledTimes(2);
  });
});
