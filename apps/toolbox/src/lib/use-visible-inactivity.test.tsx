import { renderHook } from '@testing-library/react';
import { SESSION_TIMEOUT_MS } from '@toolbox/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useVisibleInactivity } from './use-visible-inactivity';

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => setVisibility('visible'));

describe('useVisibleInactivity', () => {
  it('fires after 30 minutes on screen without activity; activity restarts the clock', () => {
    vi.useFakeTimers();
    const onTimeout = vi.fn();
    renderHook(() => useVisibleInactivity(onTimeout));

    vi.advanceTimersByTime(SESSION_TIMEOUT_MS - 1000);
    window.dispatchEvent(new Event('touchstart'));
    vi.advanceTimersByTime(SESSION_TIMEOUT_MS - 1000);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('does not count time while the app is hidden (a locked phone)', () => {
    vi.useFakeTimers();
    const onTimeout = vi.fn();
    renderHook(() => useVisibleInactivity(onTimeout));

    vi.advanceTimersByTime(SESSION_TIMEOUT_MS / 2);
    setVisibility('hidden');
    vi.advanceTimersByTime(SESSION_TIMEOUT_MS * 4);
    expect(onTimeout).not.toHaveBeenCalled();

    setVisibility('visible');
    vi.advanceTimersByTime(SESSION_TIMEOUT_MS - 1);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });
});
