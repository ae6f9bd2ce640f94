import { queryOptions, useQuery } from '@tanstack/react-query';
import { PasswordPolicySchema } from '@toolbox/domain';
import type { PasswordPolicy } from '@toolbox/domain';
import { sessionApi } from '@toolbox/web/api-client';

/**
 * The policy assumed until the server's has arrived (or when it cannot be read): the product's
 * default (docs/product.md#password-policy).
 */
export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = PasswordPolicySchema.parse({});

/**
 * GET /api/v1/auth/password-policy (public). Shared by every form that sets a password (add
 * user, change password, reset password), so it lives here rather than in one feature.
 */
export const passwordPolicyQueryOptions = () =>
  queryOptions({
    queryKey: ['password-policy'],
    queryFn: ({ signal }) => sessionApi.getPasswordPolicy(signal),
    staleTime: 10 * 60 * 1000,
  });

/** The policy to check new passwords against; the default while loading or on failure. */
export function usePasswordPolicy(): PasswordPolicy {
  const { data } = useQuery(passwordPolicyQueryOptions());
  return data ?? DEFAULT_PASSWORD_POLICY;
}
