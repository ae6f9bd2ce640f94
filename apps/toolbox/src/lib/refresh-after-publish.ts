import type { QueryClient } from '@tanstack/react-query';

/** What a newly published document or package makes out of date. */
const PUBLISHED_KEYS = [['documents'], ['software'], ['whats-new'], ['search']] as const;

/**
 * Something was published: lists and records read before it are out of date. A read still in
 * flight may have left the server before the change was committed, and TanStack Query would
 * hand its answer to the refetch (a first fetch is shared, not restarted) and count it fresh;
 * so those reads are cancelled first and the refetch asks the server anew.
 */
export async function refreshAfterPublish(queryClient: QueryClient): Promise<void> {
  await Promise.all(PUBLISHED_KEYS.map((queryKey) => queryClient.cancelQueries({ queryKey })));
  await Promise.all(PUBLISHED_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
