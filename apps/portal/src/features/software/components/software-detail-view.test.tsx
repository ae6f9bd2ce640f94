import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatFileSize, messages } from '@toolbox/domain';
import { describe, expect, it } from 'vitest';
import { probe, renderRoutes } from '../../../test/render';
import type { Reply } from '@toolbox/web/test/stub-api';
import { stubApi } from '@toolbox/web/test/stub-api';
import { SoftwareDetailView } from './software-detail-view';
import { MACHINES, makeSoftware } from './software-test-data';

const DAY = 86_400_000;
const firmware = makeSoftware({
  id: 'fw',
  name: 'Grinder firmware',
  version: '1.0',
  minVersion: '1.2',
  isBelowMinVersion: true,
  category: 'Firmware',
  author: 'Franke Service',
  description: 'Fixes the grinder timing.\nInstall over USB.',
  machineIds: ['franke_a600', 'schaerer_soul'],
  fileSizeKB: 3072,
  password: 'open-sesame',
  sha256FileHash: 'C0FFEE'.padEnd(64, '0'),
  uploadDate: new Date(Date.now() - 2 * DAY).toISOString(),
  uploadedBy: 'admin@toolbox.test',
  sendNotification: true,
});

function Detail() {
  return <SoftwareDetailView id="fw" />;
}

function renderDetail(get: Reply | (() => Reply) = { status: 200, body: { software: firmware } }) {
  const api = stubApi({
    'GET /api/v1/auth/session': { status: 401, body: { code: 'unauthenticated', message: 'x' } },
    'GET /api/v1/machines/names': { status: 200, body: { items: MACHINES } },
    'GET /api/v1/software/fw': get,
    'DELETE /api/v1/software/fw': { status: 204 },
  });
  const view = renderRoutes(
    [{ path: '/software/:id', Component: Detail }, probe('/software', 'Software list')],
    { initialEntries: ['/software/fw'] },
  );
  return { api, ...view };
}

const deletes = (api: ReturnType<typeof stubApi>) =>
  api.requests.filter((r) => r.method === 'DELETE');

describe('SoftwareDetailView', () => {
  it("shows the package's facts, machines by name, and a download link", async () => {
    renderDetail();

    expect(await screen.findByRole('heading', { name: /Grinder firmware/ })).toBeInTheDocument();
    const facts = within(screen.getByRole('region', { name: 'Package' }));
    const packageTexts = [
      '1.2',
      formatFileSize(3072),
      '2 days ago',
      'admin@toolbox.test',
      'Franke Service',
      'Requested on upload',
    ];
    for (const text of packageTexts) expect(facts.getByText(text)).toBeInTheDocument();
    expect(screen.getByText(messages.software.belowMinVersion('1.0', '1.2'))).toBeInTheDocument();
    const access = screen.getByRole('region', { name: 'File and access' });
    expect(await within(access).findByText('Franke A600')).toBeInTheDocument();
    expect(within(access).getByText('Schaerer Soul')).toBeInTheDocument();
    expect(screen.getByText(/Install over USB/)).toBeInTheDocument();

    const download = screen.getByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute('href', '/api/v1/software/fw/file');
    expect(download).toHaveAttribute('download');
  });

  it('masks the password until revealed, and copies it and the SHA-256', async () => {
    const user = userEvent.setup();
    renderDetail();
    await screen.findByRole('heading', { name: /Grinder firmware/ });

    expect(screen.getByTestId('software-password')).not.toHaveTextContent('open-sesame');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByTestId('software-password')).toHaveTextContent('open-sesame');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(screen.getByTestId('software-password')).not.toHaveTextContent('open-sesame');

    expect(screen.getByTestId('software-sha256')).toHaveTextContent(firmware.sha256FileHash);
    await user.click(screen.getByRole('button', { name: 'Copy SHA-256' }));
    expect(await navigator.clipboard.readText()).toBe(firmware.sha256FileHash);
    await user.click(screen.getByRole('button', { name: 'Copy password' }));
    expect(await navigator.clipboard.readText()).toBe('open-sesame');
  });

  it('says None for a package without password or minimum version', async () => {
    renderDetail({
      status: 200,
      body: { software: { ...firmware, password: '', minVersion: '', isBelowMinVersion: false } },
    });
    await screen.findByRole('heading', { name: /Grinder firmware/ });

    expect(screen.queryByRole('button', { name: 'Show password' })).not.toBeInTheDocument();
    expect(screen.getAllByText('None')).toHaveLength(2);
    expect(screen.queryByText(/older than this package/)).not.toBeInTheDocument();
  });

  it('deletes only after the confirmation naming the package, then goes to the list', async () => {
    const user = userEvent.setup();
    const { api } = renderDetail();
    await screen.findByRole('heading', { name: /Grinder firmware/ });

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: messages.software.deleteTitle });
    expect(dialog).toHaveTextContent(messages.software.confirmDelete('Grinder firmware 1.0'));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deletes(api)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByRole('heading', { name: 'Software list' })).toBeInTheDocument();
    expect(deletes(api).map((r) => r.path)).toEqual(['/api/v1/software/fw']);
    // The deleted package is not asked for again on the way out: one GET, one DELETE.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.requests.filter((r) => r.path === '/api/v1/software/fw')).toHaveLength(2);
  });

  it('says Software package not found for an unknown id, with a way back and no Retry', async () => {
    renderDetail({
      status: 404,
      body: { code: 'not-found', message: messages.software.notFound },
    });

    expect(await screen.findByText(messages.software.notFound)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to software' })).toHaveAttribute(
      'href',
      '/software',
    );
  });

  it('shows loading, then an error with Retry', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderDetail(() =>
      ++calls === 1
        ? { status: 500, body: { code: 'internal', message: 'Boom' } }
        : { status: 200, body: { software: firmware } },
    );

    expect(screen.getByText(messages.software.loading)).toBeInTheDocument();
    expect(await screen.findByText(messages.software.loadFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: /Grinder firmware/ })).toBeInTheDocument();
  });
});
