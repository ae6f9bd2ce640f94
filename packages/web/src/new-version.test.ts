import { describe, expect, it, vi } from 'vitest';
import { reloadIfNewVersion } from './new-version';

/** A page running `/assets/index-OLD.js` whose server now sends `served`. */
function page(served: string | Error, { typing = false } = {}) {
  const stored = new Map<string, string>();
  return {
    entry: () => '/assets/index-OLD.js',
    fetchPage: () => (served instanceof Error ? Promise.reject(served) : Promise.resolve(served)),
    typing: () => typing,
    reload: vi.fn(),
    storage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
      removeItem: (key: string) => void stored.delete(key),
    },
  };
}

const html = (entry: string) => `<script type="module" src="${entry}"></script>`;

describe('an answer of another shape after a deploy', () => {
  it('reloads into the new version, once per tab', async () => {
    const p = page(html('/assets/index-NEW.js'));
    expect(await reloadIfNewVersion(p)).toBe(true);
    expect(p.reload).toHaveBeenCalledOnce();
    // Still failing after the reload (the same old entry would mean a loop): no second reload.
    expect(await reloadIfNewVersion(p)).toBe(false);
    expect(p.reload).toHaveBeenCalledOnce();
  });

  it('does nothing when the page is the version the server sends', async () => {
    const p = page(html('/assets/index-OLD.js'));
    expect(await reloadIfNewVersion(p)).toBe(false);
    expect(p.reload).not.toHaveBeenCalled();
  });

  it('keeps what someone is typing, and does nothing without signal', async () => {
    const typing = page(html('/assets/index-NEW.js'), { typing: true });
    expect(await reloadIfNewVersion(typing)).toBe(false);
    const offline = page(new TypeError('Failed to fetch'));
    expect(await reloadIfNewVersion(offline)).toBe(false);
    expect(typing.reload).not.toHaveBeenCalled();
    expect(offline.reload).not.toHaveBeenCalled();
  });
});
