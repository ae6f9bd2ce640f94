import { BASE_PATH } from '@/paths';

/**
 * The machine a scanned label leads to (issue #22 item 2): a link to `/toolbox/machines/{id}`,
 * printed by the portal with the server's address. Another server's label still names the
 * machine (the same catalogue behind another address); anything else is not a machine label.
 */
export function machineIdFromCode(code: string): string | null {
  let url: URL;
  try {
    url = new URL(code.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const match = new RegExp(`^${BASE_PATH}/machines/([^/?#]+)/?$`).exec(url.pathname);
  if (!match) return null;
  try {
    const id = decodeURIComponent(match[1]!);
    return id.length > 0 && id.length <= 300 ? id : null;
  } catch {
    return null;
  }
}
