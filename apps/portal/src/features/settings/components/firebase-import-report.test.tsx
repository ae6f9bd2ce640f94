import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, type LastFirebaseImport } from '@toolbox/domain';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { stubApi, type Reply } from '@toolbox/web/test/stub-api';
import { FirebaseImportReport } from './firebase-import-report';

/** Settings → Import from Firebase → Last import (issue #20). */

const REPORT: NonNullable<LastFirebaseImport['report']> = {
  at: '2026-11-28T05:00:00.000Z',
  dryRun: false,
  file: 'firebase-2026-11-28T05-00-00-000Z.json',
  counts: {
    users: { imported: 49, updated: 0, skipped: 0, failed: 1 },
    documents: { imported: 301, updated: 0, skipped: 0, failed: 3 },
  },
  lines: [
    {
      collection: 'documents',
      id: 'brokenWrongHash',
      outcome: 'failed',
      reason: 'SHA-256 differs',
    },
    {
      collection: 'documents',
      id: 'linked',
      outcome: 'imported',
      reason: 'machine "x" not found; left out',
    },
  ],
  moreLines: 2,
  notes: ['Push tokens (fcmToken) are not carried over.'],
  awaitingReset: 2,
};

function renderReport(last: LastFirebaseImport, send?: Reply) {
  const api = stubApi({
    'GET /api/v1/system/firebase-import': { status: 200, body: last },
    ...(send ? { 'POST /api/v1/system/firebase-import/reset-links': send } : {}),
  });
  renderRoutes([{ path: '/', Component: FirebaseImportReport }]);
  return api;
}

describe('FirebaseImportReport', () => {
  it('says no import has run yet', async () => {
    renderReport({ report: null });
    expect(await screen.findByText(/No import has run on this server yet/)).toBeInTheDocument();
  });

  it('shows the counts, what to look at, the notes and how many lines the file holds besides', async () => {
    renderReport({ report: REPORT });
    const report = await screen.findByTestId('firebase-import-report');
    const counts = within(report).getAllByRole('table')[0]!;
    expect(within(counts).getByRole('row', { name: /^documents/ })).toHaveTextContent(
      'documents301003',
    );
    expect(within(report).getByText('SHA-256 differs')).toBeInTheDocument();
    expect(within(report).getByText(/And 2 more lines in/)).toBeInTheDocument();
    expect(
      within(report).getByText('Push tokens (fcmToken) are not carried over.'),
    ).toBeInTheDocument();
    expect(within(report).queryByText(/Dry run/)).toBeNull();
  });

  it('marks a dry run', async () => {
    renderReport({ report: { ...REPORT, dryRun: true } });
    expect(await screen.findByText('Dry run: nothing was written')).toBeInTheDocument();
  });

  it('e-mails reset links after a confirmation, and says who was not reached', async () => {
    const user = userEvent.setup();
    const api = renderReport(
      { report: REPORT },
      {
        status: 200,
        body: {
          sent: ['a@example.com'],
          failed: [{ email: 'b@example.com', reason: '550 No such mailbox' }],
        },
      },
    );
    expect(await screen.findByText(/2 imported users have no password yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'E-mail reset links' }));
    const dialog = await screen.findByRole('dialog', { name: 'E-mail reset links' });
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    const result = await screen.findByTestId('reset-links-result');
    expect(result).toHaveTextContent('Sent 1 reset link.');
    expect(result).toHaveTextContent('Not sent to b@example.com: 550 No such mailbox');
  });

  it('says so when the server cannot send mail', async () => {
    const user = userEvent.setup();
    renderReport(
      { report: REPORT },
      { status: 409, body: { code: 'mail-not-configured', message: messages.user.resetNeedsMail } },
    );
    await user.click(await screen.findByRole('button', { name: 'E-mail reset links' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.user.resetNeedsMail);
  });
});
