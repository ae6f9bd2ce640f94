import { screen } from '@testing-library/react';
import { messages } from '@toolbox/domain';
import { describe, expect, it, vi } from 'vitest';
import { withFakeOfflineStore } from '@/test/fake-offline-db';
import { renderScreen } from '@/test/render';
import { OfflineScreen } from './offline-screen';

vi.mock('@/lib/offline/db', () => import('@/test/fake-offline-db'));
const store = withFakeOfflineStore();

describe('OfflineScreen', () => {
  it('says how to keep a machine while none is kept', async () => {
    renderScreen([{ path: '/', Component: OfflineScreen }]);
    expect(
      await screen.findByText('None yet. Open a machine and choose Make available offline.'),
    ).toBeInTheDocument();
  });

  it('lists the kept machines with their size, linking to them', async () => {
    await store.db.put('machines', {
      machineId: 'm 1',
      label: 'Jura GIGA X8',
      keptAt: new Date().toISOString(),
      urls: [],
      fileUrls: [],
      totalBytes: 2048,
    });
    renderScreen([{ path: '/', Component: OfflineScreen }]);
    const link = await screen.findByRole('link', { name: /Jura GIGA X8/ });
    expect(link).toHaveAttribute('href', '/machines/m%201');
    expect(link).toHaveTextContent('2 KB');
    expect(screen.queryByText(/None yet/)).not.toBeInTheDocument();
  });

  // Issue #18 item 5: a keep that broke off shows, and says it continues with the signal.
  it('lists a keep that broke off, saying it continues when the signal is back', async () => {
    await store.db.put('keeps', {
      machineId: 'm2',
      label: 'Rancilio Classe 9',
      excluded: [],
      startedAt: new Date().toISOString(),
      urls: [],
      fileUrls: [],
    });
    renderScreen([{ path: '/', Component: OfflineScreen }]);
    const link = await screen.findByRole('link', { name: /Rancilio Classe 9/ });
    expect(link).toHaveTextContent(messages.toolbox.keepInterrupted);
  });
});
