import type { PasswordPolicy } from '@toolbox/domain';
import { messages, passwordPolicyMessage } from '@toolbox/domain';
import { z } from 'zod';

/** A new password: the policy's own wording names what it lacks ("Password must have …"). */
export function newPasswordSchema(policy: PasswordPolicy) {
  return z.string().superRefine((value, ctx) => {
    const message = passwordPolicyMessage(value, policy);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
}

function field(value: unknown, key: string): string {
  if (typeof value !== 'object' || value === null) return '';
  const text = (value as Record<string, unknown>)[key];
  return typeof text === 'string' ? text : '';
}

/** Run even when other fields failed, so the form shows every message at once. */
const always = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null,
} as const;

/** Adds "confirm the new password" checks: present, and equal to the password field. */
export function withPasswordConfirmation<T extends z.ZodType>(
  schema: T,
  passwordKey: string,
  confirmKey: string,
): T {
  return schema
    .refine((value) => field(value, confirmKey) !== '', {
      ...always,
      path: [confirmKey],
      message: messages.password.confirmRequired,
    })
    .refine(
      (value) =>
        field(value, confirmKey) === '' || field(value, confirmKey) === field(value, passwordKey),
      { ...always, path: [confirmKey], message: messages.password.mismatch },
    );
}
