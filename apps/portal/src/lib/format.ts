import { toDate } from '@toolbox/domain';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const timeOnly = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

/** "12 May 2024, 14:05" in the browser's locale, or an em dash for a missing or invalid time. */
export function formatDateTime(value: unknown): string {
  const date = toDate(value);
  return date ? dateTime.format(date) : '—';
}

/** "12 May 2024" in the browser's locale, or an em dash. */
export function formatDate(value: unknown): string {
  const date = toDate(value);
  return date ? dateOnly.format(date) : '—';
}

/** "14:05" (or "2:05 PM") in the browser's locale, or an em dash. */
export function formatTime(value: unknown): string {
  const date = toDate(value);
  return date ? timeOnly.format(date) : '—';
}

/** A user as a sentence names them: "Dana Admin (dana@company.com)", or just the email. */
export function userLabel(user: { displayName: string; email: string }): string {
  const name = user.displayName.trim();
  return name ? `${name} (${user.email})` : user.email;
}
