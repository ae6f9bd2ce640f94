import { SESSION_ACTIVITY_EVENTS, SESSION_TIMEOUT_MS } from '@toolbox/domain';
import { useEffect, useEffectEvent } from 'react';

/**
 * SPEC.md §4's inactivity rule as the toolbox applies it: `onTimeout` fires after `timeoutMs`
 * without mouse down, key press, scroll, mouse move, click or touch, counted only while the app
 * is on screen. A locked phone or a hidden tab stops the clock; coming back starts it afresh.
 */
export function useVisibleInactivity(
  onTimeout: () => void,
  {
    timeoutMs = SESSION_TIMEOUT_MS,
    enabled = true,
  }: { timeoutMs?: number; enabled?: boolean } = {},
): void {
  const fire = useEffectEvent(onTimeout);

  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const options: AddEventListenerOptions = { capture: true, passive: true };

    function restart() {
      clearTimeout(timer);
      if (document.visibilityState !== 'visible') return;
      timer = setTimeout(() => {
        stop();
        fire();
      }, timeoutMs);
    }
    function stop() {
      clearTimeout(timer);
      for (const type of SESSION_ACTIVITY_EVENTS)
        window.removeEventListener(type, restart, options);
      document.removeEventListener('visibilitychange', restart);
    }

    restart();
    for (const type of SESSION_ACTIVITY_EVENTS) window.addEventListener(type, restart, options);
    document.addEventListener('visibilitychange', restart);
    return stop;
  }, [timeoutMs, enabled]);
}
