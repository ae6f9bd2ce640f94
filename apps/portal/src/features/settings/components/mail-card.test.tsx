import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@toolbox/domain';
import { describe, expect, it } from 'vitest';
import { makeSystemInfo } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { stubApi, type Reply } from '@toolbox/web/test/stub-api';
import { MailCard } from './mail-card';

/** Settings → System → E-mail (issue #17 item 1). */

function renderCard(
  transport: 'smtp' | 'outbox',
  answer: Reply,
  status: 'ok' | 'unavailable' = 'ok',
) {
  const api = stubApi({
    'GET /api/v1/system': { status: 200, body: makeSystemInfo(transport, status) },
    'POST /api/v1/system/test-mail': answer,
  });
  renderRoutes([{ path: '/', Component: () => <MailCard email="ada@toolbox.test" /> }]);
  return api;
}

describe('MailCard', () => {
  it('says when the mail server is not answering, and that mail does not go out meanwhile', async () => {
    renderCard('smtp', { status: 200, body: {} }, 'unavailable');
    const status = await screen.findByTestId('mail-status');
    expect(status).toHaveTextContent('Not answering');
    expect(status).toHaveTextContent(
      'The mail server at mail.example.com:587 is not answering: password reset e-mails and reset links do not go out until it is back.',
    );
    expect(status).not.toHaveTextContent('reach people');
  });

  it('says mail is not set up, and where the test e-mail went instead', async () => {
    const user = userEvent.setup();
    const message = messages.mail.testToOutbox('/data/outbox/x.eml');
    const api = renderCard('outbox', {
      status: 200,
      body: { outcome: 'outbox', to: 'ada@toolbox.test', message },
    });
    expect(await screen.findByTestId('mail-status')).toHaveTextContent('Not set up');

    await user.click(screen.getByRole('button', { name: 'Send test e-mail' }));
    expect(await screen.findByTestId('test-mail-result')).toHaveTextContent(message);
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      to: 'ada@toolbox.test',
    });
  });

  it('names the mail server and says it accepted the test e-mail to another address', async () => {
    const user = userEvent.setup();
    const api = renderCard('smtp', {
      status: 200,
      body: {
        outcome: 'sent',
        to: 'ops@example.com',
        message: messages.mail.testSent('ops@example.com'),
      },
    });
    expect(await screen.findByTestId('mail-status')).toHaveTextContent('mail.example.com:587');
    const to = screen.getByLabelText('Send a test e-mail to');
    await user.clear(to);
    await user.type(to, 'ops@example.com');
    await user.click(screen.getByRole('button', { name: 'Send test e-mail' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      messages.mail.testSent('ops@example.com'),
    );
    await waitFor(() =>
      expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
        to: 'ops@example.com',
      }),
    );
  });

  it('shows the mail server’s refusal in plain words', async () => {
    const user = userEvent.setup();
    const message = messages.mail.testFailed(messages.mail.authFailed('mail.example.com:587'));
    renderCard('smtp', {
      status: 200,
      body: { outcome: 'failed', to: 'ada@toolbox.test', message },
    });
    await user.click(await screen.findByRole('button', { name: 'Send test e-mail' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  // The login page's Forgot password only says to ask an administrator; the console command that
  // gets a reset link is for administrators, here.
  it.each(['outbox', 'smtp'] as const)(
    'gives administrators the server command for a reset link (%s)',
    async (transport) => {
      renderCard(transport, { status: 500, body: {} });
      expect(await screen.findByTestId('mail-status')).toBeInTheDocument();
      expect(screen.getByTestId('reset-command')).toHaveTextContent(
        'npm run admin -- reset-password <email>',
      );
    },
  );
});
