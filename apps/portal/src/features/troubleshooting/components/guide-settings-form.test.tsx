import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@toolbox/domain';
import toast from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render';
import type { Reply, StubbedRequest } from '@toolbox/web/test/stub-api';
import { stubApi } from '@toolbox/web/test/stub-api';
import { GuideSettingsEditor } from './guide-settings-form';

const SETTINGS = { categories: ['Water'], severities: ['Low', 'High'] };

function renderSettings(save: (request: StubbedRequest) => Reply) {
  const api = stubApi({
    'GET /api/v1/troubleshooting/settings': { status: 200, body: SETTINGS },
    'PUT /api/v1/troubleshooting/settings': save,
  });
  renderRoutes([{ path: '/troubleshooting/settings', Component: GuideSettingsEditor }], {
    initialEntries: ['/troubleshooting/settings'],
  });
  return api;
}

describe('GuideSettingsEditor', () => {
  it('saves the lists as typed and starts again from what the server kept', async () => {
    const success = vi.spyOn(toast, 'success');
    const api = renderSettings((request) => ({ status: 200, body: request.body }));
    const categories = await screen.findByRole('combobox', { name: 'Categories' });
    const save = screen.getByRole('button', { name: 'Save settings' });
    expect(save).toBeDisabled();

    await userEvent.type(categories, 'Grinder{Enter}');
    await userEvent.click(save);

    expect(await screen.findByText('Grinder')).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'PUT')?.body).toEqual({
      categories: ['Water', 'Grinder'],
      severities: ['Low', 'High'],
    });
    expect(success).toHaveBeenCalledWith(messages.guide.settingsSaved);
    expect(save).toBeDisabled();
  });

  it("puts the server's details on the list they are about", async () => {
    renderSettings(() => ({
      status: 400,
      body: {
        code: 'invalid-argument',
        message: 'Check the lists',
        details: { severities: ['Too many levels'] },
      },
    }));
    await userEvent.type(
      await screen.findByRole('combobox', { name: 'Severity levels' }),
      'Urgent{Enter}',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Too many levels')).toBeInTheDocument();
  });
});
