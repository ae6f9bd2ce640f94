import { fireEvent, renderHook } from '@testing-library/react';
import { SESSION_ACTIVITY_EVENTS, SESSION_TIMEOUT_MS } from '@toolbox/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useInactivityTimeout } from './inactivity';

beforeEach(() => {
  vi.useFakeTimers();
});

describe('useInactivityTimeout', () => {
  it('fires once after 30 minutes without activity', () => {
    const onTimeout = vi.fn();
    renderHook(() => useInactivityTimeout(onTimeout));

    vi.advanceTimersByTime(SESSION_TIMEOUT_MS - 1);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTimeout).toHaveBeenCalledTimes(1);

    fireEvent.mouseMove(window);
    vi.advanceTimersByTime(SESSION_TIMEOUT_MS * 2);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it.each(SESSION_ACTIVITY_EVENTS)('restarts the timer on %s', (type) => {
    const onTimeout = vi.fn();
    renderHook(() => useInactivityTimeout(onTimeout));

    vi.advanceTimersByTime(SESSION_TIMEOUT_MS - 1000);
    document.body.dispatchEvent(new Event(type, { bubbles: true }));
    vi.advanceTimersByTime(SESSION_TIMEOUT_MS - 1);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('notices scrolling inside an element, which does not bubble', () => {
    const onTimeout = vi.fn();
    const panel = document.createElement('div');
    document.body.append(panel);
    renderHook(() => useInactivityTimeout(onTimeout, { timeoutMs: 1000 }));

    vi.advanceTimersByTime(900);
    panel.dispatchEvent(new Event('scroll', { bubbles: false }));
    vi.advanceTimersByTime(900);
    expect(onTimeout).not.toHaveBeenCalled();
    panel.remove();
  });

  it('ignores events it does not count as activity', () => {
    const onTimeout = vi.fn();
    renderHook(() => useInactivityTimeout(onTimeout, { timeoutMs: 1000 }));

    vi.advanceTimersByTime(900);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(100);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('does nothing while disabled or after unmount', () => {
    const onTimeout = vi.fn();
    const { rerender, unmount } = renderHook(
      ({ enabled }) => useInactivityTimeout(onTimeout, { timeoutMs: 1000, enabled }),
      { initialProps: { enabled: false } },
    );
    vi.advanceTimersByTime(5000);
    expect(onTimeout).not.toHaveBeenCalled();

    rerender({ enabled: true });
    unmount();
    vi.advanceTimersByTime(5000);
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('calls the latest callback without restarting the timer', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = renderHook(
      ({ callback }) => useInactivityTimeout(callback, { timeoutMs: 1000 }),
      { initialProps: { callback: first } },
    );
    vi.advanceTimersByTime(600);
    rerender({ callback: second });
    vi.advanceTimersByTime(400);

    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('useInactivityTimeout, only while visible', () => {
  afterEach(() => setVisibility('visible'));

  it('fires after 30 minutes on screen without activity; activity restarts the clock', () => {
    const onTimeout = vi.fn();
    renderHook(() => useInactivityTimeout(onTimeout, { onlyWhileVisible: true }));

    vi.advanceTimersByTime(SESSION_TIMEOUT_MS - 1000);
    window.dispatchEvent(new Event('touchstart'));
    vi.advanceTimersByTime(SESSION_TIMEOUT_MS - 1000);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('does not count time while the app is hidden (a locked phone)', () => {
    const onTimeout = vi.fn();
    renderHook(() => useInactivityTimeout(onTimeout, { onlyWhileVisible: true }));

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

  it('counts a hidden page too unless asked not to', () => {
    const onTimeout = vi.fn();
    renderHook(() => useInactivityTimeout(onTimeout, { timeoutMs: 1000 }));
    setVisibility('hidden');
    vi.advanceTimersByTime(1000);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });
});
