import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@toolbox/domain';
import { describe, expect, it } from 'vitest';
import { makeDashboard } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { deferred, stubApi } from '@toolbox/web/test/stub-api';
import type { Reply } from '@toolbox/web/test/stub-api';
import { DashboardView } from './dashboard-view';

const renderDashboard = () =>
  renderRoutes([{ path: '/dashboard', Component: DashboardView }], {
    initialEntries: ['/dashboard'],
  });

const section = (name: string) => screen.getByRole('region', { name });

describe('DashboardView', () => {
  it('shows the loading text while the numbers are on their way', async () => {
    const answer = deferred<Reply>();
    stubApi({ 'GET /api/v1/dashboard': () => answer.promise });
    renderDashboard();

    expect(await screen.findByText(messages.dashboard.loading)).toBeInTheDocument();
    answer.resolve({ status: 200, body: makeDashboard() });
    expect(await screen.findByText(messages.dashboard.noActivity)).toBeInTheDocument();
  });

  it('shows the failure text with a Retry button that loads again', async () => {
    const user = userEvent.setup();
    let calls = 0;
    stubApi({
      'GET /api/v1/dashboard': () =>
        ++calls === 1
          ? { status: 500, body: { code: 'internal', message: 'Internal error' } }
          : { status: 200, body: makeDashboard() },
    });
    renderDashboard();

    expect(await screen.findByText(messages.dashboard.failed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(messages.dashboard.noActivity)).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('shows the empty texts of a fresh installation', async () => {
    stubApi({ 'GET /api/v1/dashboard': { status: 200, body: makeDashboard() } });
    renderDashboard();

    expect(await screen.findByText(messages.dashboard.noActivity)).toBeInTheDocument();
    expect(
      within(section('Document Categories')).getByText(/no document categories/i),
    ).toBeVisible();
    expect(within(section('Machine Manufacturers')).getByText(/no machines/i)).toBeVisible();
    expect(within(section('Total Users')).getByText('0 admins · 0 engineers')).toBeVisible();
  });

  it('fills the cards and grids, with singular and plural wording', async () => {
    stubApi({
      'GET /api/v1/dashboard': {
        status: 200,
        body: makeDashboard({
          users: { total: 4, admins: 1, engineers: 3 },
          documents: { total: 12, categories: 1 },
          software: { total: 3, categories: 2 },
          machines: { total: 5, manufacturers: 1 },
          documentCategories: [
            { name: 'Maintenance', count: 1 },
            { name: 'Cleaning', count: 3 },
          ],
          manufacturers: [
            { name: 'Jura', count: 1 },
            { name: 'Franke', count: 4 },
          ],
          recentActivity: [
            {
              kind: 'document',
              id: 'd1',
              title: 'Descaling guide',
              detail: 'Maintenance',
              at: new Date().toISOString(),
              by: 'Ada Admin',
            },
            {
              kind: 'software',
              id: 's1',
              title: 'Firmware',
              detail: 'v2.1.0',
              at: new Date(Date.now() - 86_400_000 * 1.5).toISOString(),
              by: null,
            },
          ],
        }),
      },
    });
    renderDashboard();

    expect(await screen.findByText('Descaling guide')).toBeInTheDocument();
    const users = within(section('Total Users'));
    expect(users.getByText('4')).toBeVisible();
    expect(users.getByText('1 admin · 3 engineers')).toBeVisible();
    expect(within(section('Documents')).getByText('1 category')).toBeVisible();
    expect(within(section('Software Packages')).getByText('2 categories')).toBeVisible();
    expect(within(section('Machines')).getByText('1 manufacturer')).toBeVisible();

    const categories = within(section('Document Categories'));
    expect(categories.getByText('1 document')).toBeVisible();
    expect(categories.getByText('3 documents')).toBeVisible();
    const manufacturers = within(section('Machine Manufacturers'));
    expect(manufacturers.getByText('1 machine')).toBeVisible();
    expect(manufacturers.getByText('4 machines')).toBeVisible();

    const activity = within(section('Recent Activity'));
    expect(activity.getByText('Today')).toBeVisible();
    expect(activity.getByText('by Ada Admin')).toBeVisible();
    expect(activity.getByText('Yesterday')).toBeVisible();
    expect(activity.getByLabelText('Software')).toBeInTheDocument();
    expect(activity.queryByText(messages.dashboard.noActivity)).not.toBeInTheDocument();

    // Every row and tile leads to what it counts (issue #17 item 10).
    expect(activity.getByRole('link', { name: 'Descaling guide' })).toHaveAttribute(
      'href',
      '/documents/d1',
    );
    expect(activity.getByRole('link', { name: 'Firmware' })).toHaveAttribute(
      'href',
      '/software/s1',
    );
    expect(categories.getByRole('link', { name: /Cleaning/ })).toHaveAttribute(
      'href',
      '/documents?category=Cleaning',
    );
    expect(manufacturers.getByRole('link', { name: /Franke/ })).toHaveAttribute(
      'href',
      '/machine-types?manufacturer=Franke',
    );
  });

  it('shows at most 8 document categories', async () => {
    const documentCategories = Array.from({ length: 10 }, (_, i) => ({
      name: `Category ${i + 1}`,
      count: i + 1,
    }));
    stubApi({
      'GET /api/v1/dashboard': { status: 200, body: makeDashboard({ documentCategories }) },
    });
    renderDashboard();

    await screen.findByText('Category 1');
    expect(within(section('Document Categories')).getAllByRole('listitem')).toHaveLength(8);
  });
});
