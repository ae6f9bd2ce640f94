/**
 * What reading a session needs to know of better-auth's settings (better-auth.ts), without
 * loading better-auth: it is loaded when a sign-in, a sign-out or a session's extension first
 * needs it, not at start (about 0.4 s and 20 MB that a restart with only signed-in engineers
 * never pays). auth-settings.test.ts checks these against better-auth's own.
 */

/** Sessions last 30 days with remember me; better-auth caps a not-remembered one at a day. */
export const SESSION_TTL_SECONDS = 60 * 60 * 24 * 30;

/** A remembered session is extended by better-auth once it is a day old. */
export const SESSION_UPDATE_AGE_SECONDS = 60 * 60 * 24;

/** better-auth's cookie prefix for Toolbox. */
export const COOKIE_PREFIX = 'toolbox';

/**
 * The names better-auth gives the session cookie and its "don't remember me" mark: `__Secure-`
 * before them when the public address is https, as better-auth's `useSecureCookies` does.
 */
export function sessionCookieNames(publicUrl: string): {
  sessionToken: string;
  dontRemember: string;
} {
  const prefix = `${publicUrl.startsWith('https://') ? '__Secure-' : ''}${COOKIE_PREFIX}`;
  return { sessionToken: `${prefix}.session_token`, dontRemember: `${prefix}.dont_remember` };
}
