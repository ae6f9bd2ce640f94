import { screen } from '@testing-library/react';
import { messages } from '@toolbox/domain';
import { stubApi } from '@toolbox/web/test/stub-api';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/test/render';
import { WhatsNew } from './whats-new';

describe('WhatsNew', () => {
  it('lists what changed since the last visit, documents first', async () => {
    const api = stubApi({
      'GET /api/v1/whats-new': {
        status: 200,
        body: {
          documents: [
            {
              id: 'd1',
              title: 'Descaling',
              category: ['Service'],
              fileType: 'pdf',
              currentVersion: 3,
              changedAt: '2024-02-01T00:00:00.000Z',
            },
          ],
          software: [
            {
              id: 's1',
              name: 'Firmware',
              version: '2.0',
              category: 'Firmware',
              changedAt: '2024-02-01T00:00:00.000Z',
            },
          ],
        },
      },
    });
    renderScreen([{ path: '/', Component: WhatsNew }]);

    const links = await screen.findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/documents/d1',
      '/software/s1',
    ]);
    expect(api.requests[0]?.query?.since).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('says when nothing is new', async () => {
    stubApi({ 'GET /api/v1/whats-new': { status: 200, body: { documents: [], software: [] } } });
    renderScreen([{ path: '/', Component: WhatsNew }]);
    expect(await screen.findByText(messages.toolbox.nothingNew)).toBeInTheDocument();
  });
});
