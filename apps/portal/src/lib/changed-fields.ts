/** The fields a form's user changed, from react-hook-form's `dirtyFields`. */
export function changedFields<K extends string>(
  dirtyFields: Partial<Readonly<Record<K, unknown>>>,
): Set<K> {
  return new Set((Object.keys(dirtyFields) as K[]).filter((key) => dirtyFields[key]));
}
