import { readJson, storageKeys, writeJson } from '@toolbox/web/storage';

const LAST_VISIT = storageKeys.toolbox.lastVisit;
const SINCE = storageKeys.toolbox.whatsNewSince;
/** What a first visit counts as new. */
const FIRST_VISIT_WINDOW_MS = 14 * 24 * 60 * 60 * 1000;

/**
 * The time "what is new" counts from: the previous visit's, fixed for this browser session so
 * coming back to Home does not empty the list; the visit is then remembered for the next one.
 */
export function whatsNewSince(now = new Date()): string {
  const pinned = readJson<string>(SINCE);
  if (pinned && !Number.isNaN(Date.parse(pinned))) return pinned;
  const last = readJson<string>(LAST_VISIT);
  const since =
    last && !Number.isNaN(Date.parse(last))
      ? last
      : new Date(now.getTime() - FIRST_VISIT_WINDOW_MS).toISOString();
  writeJson(SINCE, since);
  writeJson(LAST_VISIT, now.toISOString());
  return since;
}
