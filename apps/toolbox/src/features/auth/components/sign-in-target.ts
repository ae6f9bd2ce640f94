import { paths } from '@/paths';

/** Where to go after signing in: the page the guard remembered, inside the toolbox. */
export function signInTarget(state: unknown): string {
  const from = (state as { from?: { pathname?: unknown; search?: unknown } } | null)?.from;
  const path = typeof from?.pathname === 'string' ? from.pathname : '/';
  const search = typeof from?.search === 'string' ? from.search : '';
  return path.startsWith('/') && !path.startsWith('//') && path !== paths.login()
    ? `${path}${search}`
    : '/';
}
