import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUDIT_ACTION_LABELS, messages } from '@toolbox/domain';
import { describe, expect, it } from 'vitest';
import { makeAuditEntry, page } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import type { Reply, StubbedRequest } from '@toolbox/web/test/stub-api';
import { stubApi } from '@toolbox/web/test/stub-api';
import { AuditLog } from './audit-log';

const entries = [
  makeAuditEntry({
    id: 3,
    action: 'user.updated',
    targetType: 'user',
    targetId: 'eve',
    details: {
      before: { email: 'eve@toolbox.test', role: 'Engineer', team: null, updatedAt: 'a' },
      after: { email: 'eve@toolbox.test', role: 'Admin', team: 'North', updatedAt: 'b' },
    },
  }),
  makeAuditEntry({
    id: 2,
    action: 'auth.access-denied',
    actorEmail: 'eve@toolbox.test',
    targetType: 'route',
    targetId: '/dashboard',
    ip: '10.0.0.7',
    details: { sessionId: 'abc', role: 'Engineer' },
  }),
  makeAuditEntry({ id: 1, action: 'something.new', actorEmail: null, ip: null }),
];

function renderLog(reply: (request: StubbedRequest) => Reply, url = '/settings') {
  const api = stubApi({ 'GET /api/v1/audit': reply });
  const view = renderRoutes([{ path: '/settings', Component: AuditLog }], {
    initialEntries: [url],
  });
  return { api, ...view };
}

describe('AuditLog', () => {
  it('labels each action, names actor and target, and sums up what changed', async () => {
    renderLog(() => ({ status: 200, body: page(entries) }));

    const rows = await screen.findAllByTestId('audit-row');
    expect(within(rows[0]!).getByText(AUDIT_ACTION_LABELS['user.updated'])).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'eve@toolbox.test' })).toHaveAttribute(
      'href',
      '/users/eve',
    );
    expect(rows[0]).toHaveTextContent('Role: Engineer → Admin; Team: — → North');
    expect(rows[0]).not.toHaveTextContent('updatedAt');

    expect(within(rows[1]!).getByText('Access denied')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('eve@toolbox.test');
    expect(rows[1]).toHaveTextContent('/dashboard');
    expect(rows[1]).toHaveTextContent('10.0.0.7');
    expect(rows[1]).toHaveTextContent('Session ID: abc; Role: Engineer');

    // An action the portal does not know yet still shows, as stored.
    expect(within(rows[2]!).getByText('something.new')).toBeInTheDocument();
  });

  it('filters by action and dates through the URL, and asks for whole days', async () => {
    const user = userEvent.setup();
    const { api, router } = renderLog(
      () => ({ status: 200, body: page(entries.slice(1)) }),
      '/settings?from=2024-05-01&to=2024-05-02',
    );
    await screen.findAllByTestId('audit-row');

    const first = api.requests[0]?.query ?? {};
    expect(new Date(first.from!).getTime()).toBe(new Date('2024-05-01T00:00:00').getTime());
    expect(new Date(first.to!).getTime()).toBe(new Date('2024-05-02T23:59:59.999').getTime());

    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    await user.click(await screen.findByRole('option', { name: 'Access denied' }));

    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?action=auth.access-denied&from=2024-05-01&to=2024-05-02',
      ),
    );
    await waitFor(() => expect(api.requests.at(-1)?.query?.action).toBe('auth.access-denied'));
  });

  it('clears its filters without dropping the parameters it does not own (the Settings tab)', async () => {
    const user = userEvent.setup();
    const { router } = renderLog(
      () => ({ status: 200, body: page(entries.slice(1)) }),
      '/settings?tab=audit&action=auth.access-denied&page=2',
    );
    await screen.findAllByTestId('audit-row');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));

    await waitFor(() => expect(router.state.location.search).toBe('?tab=audit'));
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('shows the empty and the failure texts', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderLog(() =>
      ++calls === 1
        ? { status: 500, body: { code: 'internal', message: 'Boom' } }
        : { status: 200, body: page([]) },
    );

    expect(await screen.findByText(messages.audit.failed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(messages.audit.empty)).toBeInTheDocument();
  });
});
