import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * Renders an app into the page's #root, in strict mode. Both apps start this way; each passes its
 * own providers and router.
 */
export function mountApp(app: ReactNode): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');
  createRoot(root).render(<StrictMode>{app}</StrictMode>);
}
