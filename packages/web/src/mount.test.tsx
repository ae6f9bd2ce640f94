import { StrictMode, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const render = vi.hoisted(() => vi.fn());
const createRoot = vi.hoisted(() => vi.fn(() => ({ render })));
vi.mock('react-dom/client', () => ({ createRoot }));

const { mountApp } = await import('./mount');

afterEach(() => {
  document.body.innerHTML = '';
  vi.clearAllMocks();
});

describe('mountApp', () => {
  it('renders the app into #root, in strict mode', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const app: ReactNode = <p>app</p>;
    mountApp(app);
    expect(createRoot).toHaveBeenCalledWith(document.getElementById('root'));
    expect(render).toHaveBeenCalledWith(<StrictMode>{app}</StrictMode>);
  });

  it('stops on a page without #root', () => {
    expect(() => mountApp(<p>app</p>)).toThrow('The page has no #root element.');
    expect(createRoot).not.toHaveBeenCalled();
  });
});
