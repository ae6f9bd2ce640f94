import { SESSION_EXPIRED_BANNER_MS } from '@toolbox/domain';
import { useEffect, useState } from 'react';
import { clearLoginNotice, readLoginNotice } from './login-notice';

/**
 * The notice left for the login screen, taken once: the session-expired warning clears itself
 * after 5 s (docs/product.md#login-screen); a refused-session reason stays until dismissed.
 */
export function useLoginNotice() {
  const [notice, setNotice] = useState(readLoginNotice);

  useEffect(() => {
    clearLoginNotice();
  }, []);

  useEffect(() => {
    if (notice?.kind !== 'expired') return;
    const timer = setTimeout(() => setNotice(null), SESSION_EXPIRED_BANNER_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  return { notice, dismiss: () => setNotice(null) };
}
