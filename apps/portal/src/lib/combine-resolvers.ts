import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * One resolver from several that each check some of the fields: every field's message shows at
 * once (a zod object stops at a field that aborts, e.g. an empty email), and the valid values
 * are the parts merged.
 */
export function combineResolvers<TValues extends FieldValues, TOutput extends FieldValues>(
  ...resolvers: Resolver<TValues, unknown, Partial<TOutput>>[]
): Resolver<TValues, unknown, TOutput> {
  return async (values, context, options) => {
    const results = await Promise.all(
      resolvers.map(async (resolve) => resolve(values, context, options)),
    );
    const errors = Object.assign(
      {},
      ...results.map((result) => result.errors),
    ) as FieldErrors<TValues>;
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    return {
      values: Object.assign({}, ...results.map((result) => result.values)) as TOutput,
      errors: {},
    };
  };
}
