import { SESSION_ACTIVITY_EVENTS, SESSION_TIMEOUT_MS } from '@toolbox/domain';
import { useEffect, useEffectEvent } from 'react';

/**
 * Calls `onTimeout` once after `timeoutMs` without mouse down, key press, scroll, mouse move,
 * click or touch (SPEC.md §4 Session); every such activity restarts the timer. A plain
 * setTimeout, so tests (and Playwright's clock) can move time forward.
 */
export function useInactivityTimeout(
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

    const stopListening = () => {
      for (const type of SESSION_ACTIVITY_EVENTS)
        window.removeEventListener(type, restart, options);
    };
    function restart() {
      clearTimeout(timer);
      timer = setTimeout(() => {
        stopListening();
        fire();
      }, timeoutMs);
    }

    restart();
    for (const type of SESSION_ACTIVITY_EVENTS) window.addEventListener(type, restart, options);
    return () => {
      clearTimeout(timer);
      stopListening();
    };
  }, [timeoutMs, enabled]);
}
