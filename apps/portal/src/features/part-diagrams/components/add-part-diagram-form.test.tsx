import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@toolbox/domain';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { stubApi } from '@toolbox/web/test/stub-api';
import { AddPartDiagramForm } from './add-part-diagram-form';

function renderForm() {
  const api = stubApi({
    'GET /api/v1/auth/session': { status: 401, body: { code: 'unauthenticated', message: 'x' } },
  });
  const Add = () => <AddPartDiagramForm machineId="franke_a600" />;
  const view = renderRoutes([{ path: '/add', Component: Add }], { initialEntries: ['/add'] });
  return { api, ...view };
}

const fileInput = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('AddPartDiagramForm', () => {
  it('asks for the image and the title before anything is sent', async () => {
    const { api } = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Save and place hotspots' }));
    expect(await screen.findByText(messages.partDiagram.imageRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.partDiagram.titleRequired)).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method !== 'GET')).toEqual([]);
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/parts');
  });

  it('refuses a file that is no image as soon as it is chosen, without a preview', async () => {
    const { container } = renderForm();
    await userEvent.upload(
      fileInput(container),
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
      {
        applyAccept: false,
      },
    );
    expect(await screen.findByText(messages.image.typeNotAllowed)).toBeInTheDocument();
    expect(screen.queryByAltText('Preview of the chosen image')).not.toBeInTheDocument();
  });

  it('shows a chosen image before it is uploaded', async () => {
    const { container } = renderForm();
    await userEvent.upload(
      fileInput(container),
      new File(['png'], 'unit.png', { type: 'image/png' }),
    );
    expect(await screen.findByAltText('Preview of the chosen image')).toBeInTheDocument();
    expect(screen.queryByText(messages.image.typeNotAllowed)).not.toBeInTheDocument();
  });
});
