/** What `afterFirstScreen` reads of the router: its state and its changes. */
export type RouterLike = {
  state: { initialized: boolean; navigation: { state: string } };
  subscribe: (listener: (state: RouterLike['state']) => void) => () => void;
};

/** How long the router must stay settled before the first screen counts as shown. */
export const QUIET_MS = 500;

const settled = (state: RouterLike['state']) =>
  state.initialized && state.navigation.state === 'idle';

/**
 * Resolves once the first screen is usable: the router has loaded its first route (and any
 * redirect's, such as the sign-in form's), nothing on screen is loading (`aria-busy`), nothing
 * has moved for `QUIET_MS`, and the browser is idle. The offline worker starts precaching only then, so its downloads do not compete with the
 * first screen on a slow phone (issue #19 item 8).
 */
export function afterFirstScreen(
  router: RouterLike,
  {
    idle = whenIdle,
    busy = () => document.querySelector('[aria-busy="true"]') !== null,
  }: { idle?: (callback: () => void) => void; busy?: () => boolean } = {},
): Promise<void> {
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Every change starts a new wait; an idle callback of an older one does nothing.
    let generation = 0;
    const check = (state: RouterLike['state']) => {
      clearTimeout(timer);
      const mine = ++generation;
      if (!settled(state)) return;
      timer = setTimeout(
        () =>
          idle(() => {
            if (mine !== generation || !settled(router.state)) return;
            // Still loading (the session check, a screen's data): look again after a while.
            if (busy()) return check(router.state);
            unsubscribe();
            resolve();
          }),
        QUIET_MS,
      );
    };
    const unsubscribe = router.subscribe(check);
    check(router.state);
  });
}

function whenIdle(callback: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout: 5000 });
  else setTimeout(callback, 0);
}
