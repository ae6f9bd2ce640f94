import { screen } from '@testing-library/react';
import { stubApi } from '@toolbox/web/test/stub-api';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { NotificationHistory } from './notification-history';

describe('NotificationHistory', () => {
  it('says whom its notifications went to: a reminder reaches only the people it named', async () => {
    stubApi({
      'GET /api/v1/notifications': {
        status: 200,
        body: { items: [], total: 0, page: 1, pageSize: 10 },
      },
    });
    renderRoutes([{ path: '/', Component: NotificationHistory }]);

    const subtitle = await screen.findByText(/^Every notification sent/);
    expect(subtitle).not.toHaveTextContent('all users');
    expect(subtitle).toHaveTextContent('a reminder to the people it named');
  });
});
