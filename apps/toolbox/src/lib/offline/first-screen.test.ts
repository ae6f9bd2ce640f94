import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstScreen, QUIET_MS, type RouterLike } from './first-screen';

/** A router whose state the test moves, as React Router's does between routes. */
function fakeRouter(initialized: boolean, navigation = 'idle') {
  const listeners = new Set<(state: RouterLike['state']) => void>();
  const router = {
    state: { initialized, navigation: { state: navigation } },
    subscribe: (listener: (state: RouterLike['state']) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    move(initialized: boolean, navigation: string) {
      router.state = { initialized, navigation: { state: navigation } };
      for (const listener of listeners) listener(router.state);
    },
  };
  return router;
}

describe('the first screen, before the offline worker starts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const idle = (callback: () => void) => void setTimeout(callback, 0);

  it('waits for the first route, a redirect and the loading on screen to be over', async () => {
    const router = fakeRouter(false, 'loading');
    let busy = true;
    let shown = false;
    void afterFirstScreen(router, { idle, busy: () => busy }).then(() => (shown = true));

    await vi.advanceTimersByTimeAsync(QUIET_MS * 4);
    expect(shown).toBe(false); // the first route's chunk is still loading
    router.move(true, 'idle');
    await vi.advanceTimersByTimeAsync(QUIET_MS * 4);
    expect(shown).toBe(false); // the session check still shows its spinner
    busy = false;
    router.move(true, 'loading'); // the redirect to the sign-in form
    await vi.advanceTimersByTimeAsync(QUIET_MS * 4);
    expect(shown).toBe(false);
    router.move(true, 'idle');
    await vi.advanceTimersByTimeAsync(QUIET_MS - 1);
    expect(shown).toBe(false); // not yet quiet for long enough
    await vi.advanceTimersByTimeAsync(2);
    expect(shown).toBe(true);
  });

  it('waits afresh when a navigation comes and goes while the browser was not yet idle', async () => {
    const router = fakeRouter(true);
    const queued: (() => void)[] = [];
    let shown = false;
    void afterFirstScreen(router, {
      idle: (callback) => queued.push(callback),
      busy: () => false,
    }).then(() => (shown = true));
    await vi.advanceTimersByTimeAsync(QUIET_MS + 1);
    expect(queued).toHaveLength(1); // quiet long enough; waiting for the browser to be idle
    router.move(true, 'loading');
    router.move(true, 'idle'); // a new screen, just shown
    queued.shift()!(); // the old idle callback runs now
    await vi.advanceTimersByTimeAsync(0);
    expect(shown).toBe(false);
    await vi.advanceTimersByTimeAsync(QUIET_MS + 1);
    queued.shift()!();
    await vi.advanceTimersByTimeAsync(0);
    expect(shown).toBe(true);
  });

  it('starts soon after a screen that is ready at once', async () => {
    const router = fakeRouter(true);
    let shown = false;
    void afterFirstScreen(router, { idle, busy: () => false }).then(() => (shown = true));
    await vi.advanceTimersByTimeAsync(QUIET_MS + 1);
    expect(shown).toBe(true);
  });
});
