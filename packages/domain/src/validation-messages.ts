/**
 * Every validation failure reads as a sentence about its field (issue #17 item 6): the field's
 * label and the rule, never zod's own wording ("Invalid input: expected number, received
 * string"). A schema's own message — SPEC.md's wording — always wins; this fills in the rest, for
 * the API and for forms alike, from the moment a schema of `packages/domain` is loaded (zod is
 * configured in internal/zod.ts, which every schema imports).
 */
import type { z } from 'zod';

/** Words a field name is spelled with that read better in capitals. */
const CAPITALS: Record<string, string> = { id: 'ID', ids: 'IDs', url: 'URL', sha256: 'SHA-256' };

/** `machineIds` → `Machine IDs`: the nearest named field of `path`, as a label. */
export function fieldLabel(path: readonly PropertyKey[]): string {
  const name = [...path].reverse().find((key): key is string => typeof key === 'string');
  if (!name) return 'The value';
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .split(' ')
    .filter(Boolean)
    .map((word) => CAPITALS[word] ?? word);
  const label = words.join(' ');
  return label.charAt(0).toUpperCase() + label.slice(1);
}

const KINDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a set of fields',
  date: 'a date',
  null: 'empty',
};

const FORMATS: Record<string, string> = {
  email: 'a valid email address',
  url: 'a valid web address',
  uuid: 'a valid ID',
  datetime: 'a valid date and time',
  date: 'a valid date',
  time: 'a valid time',
  base64: 'valid base64 text',
  base64url: 'valid base64url text',
};

type Issue = z.core.$ZodRawIssue;

function amount(count: unknown, one: string, many: string): string {
  return `${String(count)} ${Number(count) === 1 ? one : many}`;
}

function tooBig(label: string, issue: Issue & { code: 'too_big' }): string {
  const { maximum, origin, inclusive } = issue;
  if (origin === 'string')
    return `${label} must be at most ${amount(maximum, 'character', 'characters')}`;
  if (origin === 'array' || origin === 'set') {
    return `${label} must have at most ${amount(maximum, 'item', 'items')}`;
  }
  if (origin === 'file') return `${label} must be at most ${amount(maximum, 'byte', 'bytes')}`;
  return inclusive === false
    ? `${label} must be less than ${String(maximum)}`
    : `${label} must be at most ${String(maximum)}`;
}

function tooSmall(label: string, issue: Issue & { code: 'too_small' }): string {
  const { minimum, origin, inclusive } = issue;
  if (origin === 'string') {
    return Number(minimum) <= 1
      ? `${label} is required`
      : `${label} must be at least ${amount(minimum, 'character', 'characters')}`;
  }
  if (origin === 'array' || origin === 'set') {
    return `${label} must have at least ${amount(minimum, 'item', 'items')}`;
  }
  return inclusive === false
    ? `${label} must be more than ${String(minimum)}`
    : `${label} must be at least ${String(minimum)}`;
}

function oneOf(label: string, values: readonly unknown[]): string {
  const shown = values
    .filter((v) => v !== undefined)
    .map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v as string | number)));
  return shown.length > 0 && shown.length <= 12
    ? `${label} must be one of: ${shown.join(', ')}`
    : `${label} is not one of the allowed values`;
}

/** The sentence for a validation issue that carries no message of its own. */
export function validationMessage(issue: Issue): string {
  const label = fieldLabel(issue.path ?? []);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return `${label} is required`;
      return `${label} must be ${KINDS[issue.expected] ?? 'of another kind'}`;
    case 'too_big':
      return tooBig(label, issue);
    case 'too_small':
      return tooSmall(label, issue);
    case 'invalid_format':
      return `${label} must be ${FORMATS[issue.format] ?? 'in the expected format'}`;
    case 'invalid_value':
      return oneOf(label, issue.values);
    case 'not_multiple_of':
      return `${label} must be a multiple of ${String(issue.divisor)}`;
    case 'unrecognized_keys':
      return `Unknown ${issue.keys.length === 1 ? 'field' : 'fields'}: ${issue.keys.join(', ')}`;
    default:
      return `${label} is not valid`;
  }
}
