import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useFormSave } from './form-save';

describe('useFormSave', () => {
  it('shows what the failure leaves for the form, and clears it on the next save', async () => {
    const { result } = renderHook(() => useFormSave());
    const failure = new Error('Taken');
    const onError = vi.fn(() => 'Taken');

    await act(() => result.current.save(() => Promise.reject(failure), onError));
    expect(onError).toHaveBeenCalledWith(failure);
    expect(result.current.formError).toBe('Taken');

    const run = vi.fn(() => Promise.resolve());
    await act(() => result.current.save(run, onError));
    expect(run).toHaveBeenCalledOnce();
    expect(result.current.formError).toBeNull();
  });

  it('shows nothing when the fields took every message', async () => {
    const { result } = renderHook(() => useFormSave());
    await act(() =>
      result.current.save(
        () => Promise.reject(new Error('x')),
        () => null,
      ),
    );
    expect(result.current.formError).toBeNull();
  });
});
