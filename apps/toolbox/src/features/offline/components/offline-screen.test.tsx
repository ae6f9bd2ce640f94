import { screen } from '@testing-library/react';
import { describe, expect, it, vi, beforeEach } from 'vitest';
import { fakeOfflineDb } from '@/test/offline-fakes';
import { renderScreen } from '@/test/render';
import { OfflineScreen } from './offline-screen';

const fake = vi.hoisted((): { db: unknown } => ({ db: null }));
vi.mock('@/lib/offline/db', () => ({ offlineDb: () => Promise.resolve(fake.db) }));

let store: ReturnType<typeof fakeOfflineDb>;
beforeEach(() => {
  store = fakeOfflineDb();
  fake.db = store.db;
});

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
});
