/**
 * Cache API names shared by the pages and the service worker (src/sw/sw.ts): API answers the
 * engineer has seen or kept, and files checked against their SHA-256.
 */
export const API_CACHE = 'toolbox-api-v1';
export const FILES_CACHE = 'toolbox-files-v1';

/** Cached answers are matched on the URL alone: the server varies on headers pages don't set. */
export const MATCH_OPTIONS: CacheQueryOptions = { ignoreVary: true };
