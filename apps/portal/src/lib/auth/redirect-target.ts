import { afterLoginPath } from '@toolbox/domain';

/** Where to go after signing in: the page the route guard remembered, checked by the domain rule. */
export function redirectTarget(state: unknown): string {
  const from = (state as { from?: { pathname?: unknown; search?: unknown; hash?: unknown } } | null)
    ?.from;
  if (typeof from?.pathname !== 'string') return afterLoginPath(undefined);
  const search = typeof from.search === 'string' ? from.search : '';
  const hash = typeof from.hash === 'string' ? from.hash : '';
  return afterLoginPath(`${from.pathname}${search}${hash}`);
}
