import { useCallback, useEffect, useState } from 'react';
import { currentPermission, type PushPermission } from './push-device';

/**
 * The browser's notification permission, kept current: it changes when the user answers the
 * prompt or changes the site's settings while the page is open.
 */
export function usePushPermission(): [PushPermission, () => void] {
  const [permission, setPermission] = useState<PushPermission>(currentPermission);
  const refresh = useCallback(() => setPermission(currentPermission()), []);

  useEffect(() => {
    if (permission === 'unsupported' || !navigator.permissions) return;
    let status: PermissionStatus | undefined;
    let cancelled = false;
    navigator.permissions
      .query({ name: 'notifications' })
      .then((s) => {
        if (cancelled) return;
        status = s;
        s.onchange = refresh;
      })
      .catch(() => {});
    return () => {
      cancelled = true;
      if (status) status.onchange = null;
    };
  }, [permission, refresh]);

  return [permission, refresh];
}
