import { zodResolver } from '@hookform/resolvers/zod';
import type { PasswordPolicy } from '@toolbox/domain';
import { useMemo } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { usePasswordPolicy } from '../../../lib/auth/password-policy-query';

/**
 * A form that sets a password, checked against the server's policy: the check is built again
 * when the policy arrives (the product's default stands in until then).
 */
export function usePolicyForm<T extends FieldValues>(
  schemaFor: (policy: PasswordPolicy) => z.ZodType<T, T>,
  defaultValues: DefaultValues<T>,
) {
  const policy = usePasswordPolicy();
  const resolver = useMemo(() => zodResolver(schemaFor(policy)), [schemaFor, policy]);
  const form = useForm<T>({ resolver, defaultValues });
  /** What NewPasswordFields needs of the form, besides the names of its two fields. */
  const passwordFields = { control: form.control, register: form.register, policy };
  return { form, passwordFields };
}
