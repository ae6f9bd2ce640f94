import { SESSION_ACTIVITY_EVENTS, SESSION_TIMEOUT_MS } from '@toolbox/domain';
import { useEffect, useEffectEvent } from 'react';

export interface InactivityOptions {
  timeoutMs?: number;
  enabled?: boolean;
  /**
   * Count only while the page is on screen: a hidden tab or a locked phone stops the clock and
   * coming back starts it afresh. The toolbox's rule, for a phone put away at a customer's.
   */
  onlyWhileVisible?: boolean;
}

/**
 * Calls `onTimeout` once after `timeoutMs` without mouse down, key press, scroll, mouse move,
 * click or touch (docs/product.md#session-timeout); every such activity restarts the timer. A plain
 * setTimeout, so tests (and Playwright's clock) can move time forward.
 */
export function useInactivityTimeout(
  onTimeout: () => void,
  {
    timeoutMs = SESSION_TIMEOUT_MS,
    enabled = true,
    onlyWhileVisible = false,
  }: InactivityOptions = {},
): void {
  const fire = useEffectEvent(onTimeout);

  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const options: AddEventListenerOptions = { capture: true, passive: true };

    function restart() {
      clearTimeout(timer);
      if (onlyWhileVisible && document.visibilityState !== 'visible') return;
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
    if (onlyWhileVisible) document.addEventListener('visibilitychange', restart);
    return stop;
  }, [timeoutMs, enabled, onlyWhileVisible]);
}
