import { isApiError, type ApiError } from '@toolbox/client';
import type { ReactNode } from 'react';
import { ErrorPanel, InlineError } from './error-panel';
import { LoadingPanel } from './loading-panel';

/** The part of a TanStack Query result that QueryState reads. */
export interface QueryLike<T> {
  data?: T | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error?: Error | null;
  refetch: () => unknown;
}

interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** The loading panel's text; the panel says "Loading..." without it. */
  loadingMessage?: string;
  /** A loading state of its own (a skeleton) instead of the loading panel. */
  loading?: ReactNode;
  /** The error panel's text, shown with a Retry button that refetches. */
  errorMessage: string | ((error: Error) => string);
  /**
   * What a 404 shows instead of the error panel: a message (an error panel without Retry, since
   * trying again cannot bring the thing back) or a panel of its own.
   */
  notFound?: string | ((error: ApiError) => ReactNode);
  /** Puts the error and not-found panels in the screen's frame (a header, a card). */
  frame?: (panel: ReactNode) => ReactNode;
  /** A line with a Retry link instead of the error panel (a card within a page). */
  inline?: boolean;
  children: (data: T) => ReactNode;
}

/** A query's loading, failed and not-found states, and its data once it has come. */
export function QueryState<T>({
  query,
  loadingMessage,
  loading,
  errorMessage,
  notFound,
  frame = (panel) => panel,
  inline = false,
  children,
}: QueryStateProps<T>) {
  if (query.isPending) return loading ?? <LoadingPanel message={loadingMessage} />;
  if (query.isError || query.data === undefined) {
    const error = query.error ?? new Error('No data');
    if (notFound !== undefined && isApiError(error) && error.status === 404) {
      return frame(
        typeof notFound === 'string' ? <ErrorPanel message={notFound} /> : notFound(error),
      );
    }
    const Panel = inline ? InlineError : ErrorPanel;
    return frame(
      <Panel
        message={typeof errorMessage === 'string' ? errorMessage : errorMessage(error)}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />,
    );
  }
  return children(query.data);
}
