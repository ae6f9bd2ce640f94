import { skipConfirmationKey } from '@toolbox/domain';
import { describe, expect, it } from 'vitest';
import {
  clearStoredUserData,
  namespacesOf,
  readJson,
  removeKey,
  STORAGE_NAMESPACES,
  storageKeys,
  writeJson,
} from './storage';

const everyKey = Object.values(storageKeys).flatMap((keys) => Object.values(keys));

describe('the storage-key registry', () => {
  it('has no namespace that starts another', () => {
    for (const a of STORAGE_NAMESPACES) {
      for (const b of STORAGE_NAMESPACES) {
        if (a !== b) expect(b.prefix.startsWith(a.prefix), `${a.prefix} / ${b.prefix}`).toBe(false);
      }
    }
  });

  it.each(everyKey.map((key) => [key.name, key] as const))(
    '%s belongs to exactly one namespace, of its own app',
    (_, key) => {
      const namespaces = namespacesOf(key.name);
      expect(namespaces).toHaveLength(1);
      expect(namespaces[0]!.app).toBe(key.app);
    },
  );

  it('keeps the exact skip-confirmation names, as the portal’s', () => {
    expect(skipConfirmationKey('logout')).toBe('skip-confirmation-logout');
    expect(namespacesOf(skipConfirmationKey('logout')).map((n) => n.app)).toEqual(['portal']);
  });

  it('declares each name once', () => {
    const names = everyKey.map((key) => key.name);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('reading and writing', () => {
  it('round-trips JSON in the key’s own storage', () => {
    writeJson(storageKeys.toolbox.lastVisit, '2026-01-02T03:04:05.000Z');
    expect(localStorage.getItem('toolbox.engineer.last-visit')).toBe('"2026-01-02T03:04:05.000Z"');
    expect(readJson<string>(storageKeys.toolbox.lastVisit)).toBe('2026-01-02T03:04:05.000Z');
    expect(sessionStorage.length).toBe(0);
    removeKey(storageKeys.toolbox.lastVisit);
    expect(readJson(storageKeys.toolbox.lastVisit)).toBeNull();
  });

  it('reads a malformed value as none', () => {
    sessionStorage.setItem(storageKeys.portal.loginNotice.name, '{not json');
    expect(readJson(storageKeys.portal.loginNotice)).toBeNull();
  });
});

describe('clearStoredUserData', () => {
  it("clears the portal's user data, leaving the toolbox's keys, the splash and skipped confirmations", () => {
    writeJson(storageKeys.portal.loginNotice, { kind: 'expired', message: 'x' });
    writeJson(storageKeys.portal.splashShown, true);
    localStorage.setItem(skipConfirmationKey('logout'), 'true');
    writeJson(storageKeys.toolbox.lastUser, { id: 'u1' });
    writeJson(storageKeys.toolbox.whatsNewSince, '2026-01-01T00:00:00.000Z');

    clearStoredUserData('portal');

    expect(readJson(storageKeys.portal.loginNotice)).toBeNull();
    expect(localStorage.getItem(skipConfirmationKey('logout'))).toBe('true');
    expect(readJson(storageKeys.portal.splashShown)).toBe(true);
    expect(readJson(storageKeys.toolbox.lastUser)).toEqual({ id: 'u1' });
    expect(readJson(storageKeys.toolbox.whatsNewSince)).toBe('2026-01-01T00:00:00.000Z');
  });
});
