import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@toolbox/domain';
import { describe, expect, it } from 'vitest';
import { makeDocument } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { stubApi } from '@toolbox/web/test/stub-api';
import { NewVersionForm } from './new-version-form';

function renderForm() {
  const api = stubApi({});
  const document = makeDocument({ id: 'doc-1', currentVersion: 1 });
  renderRoutes([{ path: '/', Component: () => <NewVersionForm document={document} /> }]);
  return api;
}

describe('NewVersionForm', () => {
  // Only version 1 reads Initial version; from version 2 on the form asks what changed.
  it('asks what changed before anything is sent', async () => {
    const user = userEvent.setup();
    const api = renderForm();
    await user.upload(
      screen.getByTestId('file-input'),
      new File(['%PDF-1.4'], 'Manual rev B.pdf', { type: 'application/pdf' }),
    );
    await user.type(screen.getByLabelText('Changes', { exact: false }), '   ');
    await user.click(screen.getByRole('button', { name: 'Upload v2' }));

    expect(await screen.findByText(messages.document.versionChangesRequired)).toBeVisible();
    expect(screen.getByLabelText('Changes', { exact: false })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(api.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('says at once that the file and the change text are both missing', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Upload v2' }));

    expect(await screen.findByText(messages.document.versionChangesRequired)).toBeVisible();
    expect(screen.getByText(messages.document.fileRequired)).toBeVisible();
  });
});
