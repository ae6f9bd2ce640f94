import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubApi } from '@toolbox/web/test/stub-api';
import { describe, expect, it, vi } from 'vitest';
import { urls } from '@/lib/urls';
import { makeSoftware } from '@/test/fixtures';
import { withFakeOfflineStore } from '@/test/fake-offline-db';
import { renderScreen } from '@/test/render';
import { SoftwareScreen } from './software-screen';

vi.mock('@/lib/offline/db', () => import('@/test/fake-offline-db'));
const store = withFakeOfflineStore({ caches: true });

function renderSoftware(software = makeSoftware()) {
  stubApi({ 'GET /api/v1/software/s1': { status: 200, body: { software } } });
  renderScreen([{ path: '/', element: <SoftwareScreen id="s1" /> }]);
}

describe('SoftwareScreen', () => {
  it('hides the password until revealed and flags a version below its own minimum', async () => {
    const user = userEvent.setup();
    renderSoftware(
      makeSoftware({ password: 'svc-2026', minVersion: '3.0', isBelowMinVersion: true }),
    );

    expect(await screen.findByRole('heading', { name: 'Firmware' })).toBeInTheDocument();
    expect(screen.getByText(/below its own minimum version \(3\.0\)/)).toBeInTheDocument();
    expect(screen.getByLabelText('Password hidden')).toBeInTheDocument();
    expect(screen.queryByText('svc-2026')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reveal' }));
    expect(screen.getByText('svc-2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide' })).toBeInTheDocument();
  });

  it('offers a download while this device keeps no copy', async () => {
    renderSoftware();
    expect(await screen.findByRole('button', { name: 'Download' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Remove from device' })).not.toBeInTheDocument();
  });

  it('saves the kept copy when this device keeps the package', async () => {
    await store.db.put('files', {
      url: urls.softwareFile('s1'),
      kind: 'software',
      id: 's1',
      title: 'Firmware',
      version: '2.0',
      sha256: 'AB'.repeat(32),
      sizeBytes: 1,
      contentType: '',
      keptAt: '2024-01-01T00:00:00.000Z',
    });
    renderSoftware();
    expect(await screen.findByRole('button', { name: 'Save to device' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove from device' })).toBeInTheDocument();
  });
});
