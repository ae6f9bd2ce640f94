import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@toolbox/client';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../app/theme';
import type { QueryLike } from './query-state';
import { QueryState } from './query-state';

function query(over: Partial<QueryLike<string>>): QueryLike<string> {
  return {
    data: undefined,
    isPending: false,
    isError: false,
    isFetching: false,
    error: null,
    refetch: vi.fn(),
    ...over,
  };
}

function renderState(q: QueryLike<string>, notFound?: string) {
  render(
    <MantineProvider theme={theme} env="test">
      <QueryState
        query={q}
        loadingMessage="Loading things..."
        errorMessage="Failed to load things."
        {...(notFound === undefined ? {} : { notFound })}
        frame={(panel) => <section aria-label="frame">{panel}</section>}
      >
        {(data) => <p>Data: {data}</p>}
      </QueryState>
    </MantineProvider>,
  );
}

describe('QueryState', () => {
  it('shows the loading panel with its message while the query is pending', () => {
    renderState(query({ isPending: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading things...');
    expect(screen.queryByText(/Data:/)).not.toBeInTheDocument();
  });

  it('shows the error in the frame, and Retry refetches', async () => {
    const q = query({ isError: true, error: new Error('boom') });
    renderState(q);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load things.');
    expect(screen.getByRole('region', { name: 'frame' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(q.refetch).toHaveBeenCalledTimes(1);
  });

  it('shows not-found without Retry for a 404', () => {
    const error = new ApiError({ status: 404, code: 'NOT_FOUND', message: 'Thing not found' });
    renderState(query({ isError: true, error }), 'That thing does not exist.');
    expect(screen.getByRole('alert')).toHaveTextContent('That thing does not exist.');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('treats a 404 as an error with Retry when the screen has no not-found state', () => {
    renderState(
      query({
        isError: true,
        error: new ApiError({ status: 404, code: 'NOT_FOUND', message: 'gone' }),
      }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load things.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows an inline failure with a Retry link that refetches', async () => {
    const q = query({ isError: true, error: new Error('boom') });
    render(
      <MantineProvider theme={theme} env="test">
        <QueryState query={q} errorMessage="Failed to load things." inline>
          {(data) => <p>Data: {data}</p>}
        </QueryState>
      </MantineProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load things.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(q.refetch).toHaveBeenCalledTimes(1);
  });

  it('renders the data once it has come', () => {
    renderState(query({ data: 'hello' }));
    expect(screen.getByText('Data: hello')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
