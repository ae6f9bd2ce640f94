import { SKIP_CONFIRMATION_PREFIX } from '@toolbox/domain';

/** The two apps share one origin, so one localStorage and one sessionStorage. */
export type AppName = 'portal' | 'toolbox';

/** A name, or the start of a family of names, that one app keeps in the browser. */
export interface StorageNamespace {
  app: AppName;
  prefix: string;
  /** Whether the app's sign-out removes every key in it. */
  clearedAtSignOut: boolean;
}

/**
 * Every name either app stores under. None starts another (tested), so clearing one app's data
 * never reaches the other's: the portal once cleared `toolbox.`, which took the toolbox's keys.
 */
export const STORAGE_NAMESPACES: readonly StorageNamespace[] = [
  { app: 'portal', prefix: 'toolbox.portal.', clearedAtSignOut: true },
  // The exact name the product rules give for a skipped confirmation. A choice about this browser,
  // like the theme, so it outlives a sign-out: clearing it at logout made "Don't ask me again" on
  // the logout confirmation itself mean nothing (issue #17 item 7). Settings restores them.
  { app: 'portal', prefix: SKIP_CONFIRMATION_PREFIX, clearedAtSignOut: false },
  // Once per browser session, not per sign-in; the browser tests set this exact name.
  { app: 'portal', prefix: 'splash-shown', clearedAtSignOut: false },
  // Mantine's own name for the chosen theme; renaming it would forget everyone's choice.
  { app: 'portal', prefix: 'mantine-color-scheme-value', clearedAtSignOut: false },
  // tus-js-client's names for unfinished uploads, so an upload resumes after a reload.
  { app: 'portal', prefix: 'tus::', clearedAtSignOut: false },
  // Kept at sign-out on purpose: the toolbox forgets its last user itself and keeps the visit.
  { app: 'toolbox', prefix: 'toolbox.engineer.', clearedAtSignOut: false },
];

export interface StorageKey {
  app: AppName;
  area: 'local' | 'session';
  name: string;
}

const portal = (area: StorageKey['area'], name: string): StorageKey => ({
  app: 'portal',
  area,
  name: `toolbox.portal.${name}`,
});
const toolbox = (area: StorageKey['area'], name: string): StorageKey => ({
  app: 'toolbox',
  area,
  name: `toolbox.engineer.${name}`,
});

/** Every single key either app keeps; families (skipped confirmations, tus) are namespaces. */
export const storageKeys = {
  portal: {
    loginNotice: portal('session', 'login-notice'),
    notificationsSetUpFor: portal('session', 'notifications-set-up-for'),
    notificationPromptDismissed: portal('session', 'notification-prompt-dismissed'),
    splashShown: { app: 'portal', area: 'session', name: 'splash-shown' },
  },
  toolbox: {
    lastUser: toolbox('local', 'last-user'),
    lastVisit: toolbox('local', 'last-visit'),
    whatsNewSince: toolbox('session', 'whats-new-since'),
    loginNotice: toolbox('session', 'login-notice'),
    notificationsSetUpFor: toolbox('session', 'notifications-set-up-for'),
    /** Not Now, for good on this device: the account popover turns notifications on later. */
    notificationPromptDismissed: toolbox('local', 'notification-prompt-dismissed'),
    /** A sign-out the server has not heard yet (signed out without signal); finished at start. */
    pendingSignOut: toolbox('local', 'pending-sign-out'),
    /** Whose kept files and answers this device holds; another user's sign-in clears them first. */
    deviceOwner: toolbox('local', 'device-owner'),
  },
} as const satisfies Record<AppName, Record<string, StorageKey>>;

/** The namespaces a name falls in; the registry's test expects exactly one for every key. */
export function namespacesOf(name: string): StorageNamespace[] {
  return STORAGE_NAMESPACES.filter((namespace) => name.startsWith(namespace.prefix));
}

const areaOf = (key: StorageKey): Storage =>
  key.area === 'local' ? window.localStorage : window.sessionStorage;

/** The stored JSON value, or null when there is none, it is malformed or storage is blocked. */
export function readJson<T>(key: StorageKey): T | null {
  try {
    const raw = areaOf(key).getItem(key.name);
    return raw === null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

export function writeJson(key: StorageKey, value: unknown): void {
  try {
    areaOf(key).setItem(key.name, JSON.stringify(value));
  } catch {
    // Storage full or blocked (private mode): the app works without the remembered value.
  }
}

export function removeKey(key: StorageKey): void {
  try {
    areaOf(key).removeItem(key.name);
  } catch {
    // Blocked storage holds nothing to remove.
  }
}

/**
 * Removes what `app` keeps for its signed-in user: its keys in the namespaces cleared at
 * sign-out, in both storages, and every cookie script can reach (the session cookie is httpOnly;
 * signing out ends it).
 */
export function clearStoredUserData(app: AppName): void {
  const cleared = STORAGE_NAMESPACES.filter((n) => n.app === app && n.clearedAtSignOut);
  for (const storage of [window.localStorage, window.sessionStorage]) {
    const owned: string[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const name = storage.key(i);
      if (name && cleared.some((n) => name.startsWith(n.prefix))) owned.push(name);
    }
    for (const name of owned) storage.removeItem(name);
  }
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}
