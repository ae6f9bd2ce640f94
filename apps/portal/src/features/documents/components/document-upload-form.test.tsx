import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@toolbox/domain';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { stubApi } from '@toolbox/web/test/stub-api';
import { DocumentUploadForm } from './document-upload-form';

function renderForm() {
  const api = stubApi({
    'GET /api/v1/documents/facets': { status: 200, body: { categories: [] } },
    'GET /api/v1/machines/names': { status: 200, body: { items: [] } },
  });
  renderRoutes([{ path: '/documents/upload', Component: DocumentUploadForm }], {
    initialEntries: ['/documents/upload'],
  });
  return api;
}

describe('DocumentUploadForm', () => {
  it('asks for a file and a category before anything is sent', async () => {
    const user = userEvent.setup();
    const api = renderForm();
    await user.click(screen.getByRole('button', { name: 'Upload document' }));
    expect(await screen.findByText(messages.document.fileRequired)).toBeVisible();
    expect(screen.getByText(messages.document.categoryRequired)).toBeVisible();
    expect(api.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('shows the chosen file and offers its name as the title', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.upload(
      screen.getByTestId('file-input'),
      new File(['%PDF-1.4'], 'Descaling guide.pdf', { type: 'application/pdf' }),
    );
    expect(screen.getByText('Descaling guide.pdf')).toBeVisible();
    expect(screen.getByLabelText('Title', { exact: false })).toHaveAttribute(
      'placeholder',
      'Descaling guide.pdf',
    );
  });

  it('asks for a machine when must read is for the engineers of chosen machines', async () => {
    const user = userEvent.setup();
    const api = renderForm();
    await user.upload(
      screen.getByTestId('file-input'),
      new File(['%PDF-1.4'], 'Bulletin.pdf', { type: 'application/pdf' }),
    );
    expect(screen.queryByRole('radio', { name: 'Everyone' })).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Must read' }));
    expect(screen.getByRole('radio', { name: 'Everyone' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Engineers of chosen machines' }));
    await user.click(screen.getByRole('button', { name: 'Upload document' }));
    expect(await screen.findByText(messages.mustRead.noMachines)).toBeVisible();
    expect(api.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });
});
