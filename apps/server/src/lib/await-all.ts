/**
 * Awaits every promise of `promises` together, as Promise.all does, and answers their values under
 * the same keys: one name per value instead of a list and a destructuring kept in the same order.
 */
export async function awaitAll<T extends Record<string, unknown>>(promises: {
  [K in keyof T]: Promise<T[K]>;
}): Promise<T> {
  const keys = Object.keys(promises) as (keyof T)[];
  const values = await Promise.all(keys.map((key) => promises[key]));
  return Object.fromEntries(keys.map((key, index) => [key, values[index]])) as T;
}
