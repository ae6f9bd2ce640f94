import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as Client from '@toolbox/client';
import type { UploadFileOptions, UploadHandle, UploadResult } from '@toolbox/client';
import { UploadAbortedError, uploadFile } from '@toolbox/client';
import { messages } from '@toolbox/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { probe, renderRoutes } from '../../../test/render';
import type { Reply } from '@toolbox/web/test/stub-api';
import { deferred, stubApi } from '@toolbox/web/test/stub-api';
import { SoftwareUploadForm } from './software-upload-form';
import { MACHINES, makeSoftware } from './software-test-data';

vi.mock('@toolbox/client', async (importOriginal) => ({
  ...(await importOriginal<typeof Client>()),
  uploadFile: vi.fn(),
}));

const DONE: UploadResult = { uploadId: 'up-1', sha256: 'AB'.repeat(32), hashFailed: false };

/**
 * Stands in for the tus upload: reports all of it hashed and 40 % sent, then waits for `finish`
 * (or for abort()), so a test can look at the form mid-upload.
 */
function fakeUpload() {
  const gate = deferred<void>();
  const abort = vi.fn();
  vi.mocked(uploadFile).mockImplementation((options: UploadFileOptions): UploadHandle => {
    let reject: (error: Error) => void = () => undefined;
    const promise = new Promise<UploadResult>((resolve, rejectWith) => {
      reject = rejectWith;
      options.onPhase?.('uploading');
      options.onProgress?.({ phase: 'hashing', percent: 100, bytesSent: 1, bytesTotal: 1 });
      options.onProgress?.({ phase: 'uploading', percent: 40, bytesSent: 4, bytesTotal: 10 });
      void gate.promise.then(() => resolve(DONE));
    });
    return {
      promise,
      abort: async () => {
        abort();
        reject(new UploadAbortedError());
      },
    };
  });
  return { finish: () => gate.resolve(), abort };
}

const created = makeSoftware({ id: 'new-1', name: 'Grinder firmware', version: '2.1.0' });

function renderForm(create: Reply = { status: 201, body: { software: created } }) {
  const api = stubApi({
    'GET /api/v1/auth/session': { status: 401, body: { code: 'unauthenticated', message: 'x' } },
    'GET /api/v1/software/facets': {
      status: 200,
      body: { categories: [{ name: 'Firmware', count: 2 }] },
    },
    'GET /api/v1/machines/names': { status: 200, body: { items: MACHINES } },
    'POST /api/v1/software': create,
    'POST /api/v1/functions/sendNotificationToAllUsers': { status: 404, body: {} },
  });
  const view = renderRoutes(
    [
      { path: '/software/upload', Component: SoftwareUploadForm },
      probe('/software/:id', 'Software page'),
    ],
    { initialEntries: ['/software/upload'] },
  );
  return { api, ...view };
}

const fileInput = () => screen.getByTestId('file-input');
const zip = (name = 'firmware.zip') =>
  new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])], name, { type: 'application/zip' });
const posts = (api: ReturnType<typeof stubApi>) =>
  api.requests.filter((r) => r.method === 'POST' && r.path === '/api/v1/software');

async function fillFields(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Grinder firmware');
  await user.type(screen.getByRole('combobox', { name: /^Category/ }), 'Firmware');
  await user.type(screen.getByRole('textbox', { name: /^Version/ }), '2.1.0');
  await user.type(screen.getByRole('textbox', { name: /^Minimum version/ }), '1.8');
  await user.type(screen.getByLabelText(/^Password/), 's3cret');
}

// The picker offers only ZIPs, but a drop or "All files" can still bring anything.
const setup = () => userEvent.setup({ applyAccept: false });

beforeEach(() => {
  vi.mocked(uploadFile).mockReset();
});

describe('SoftwareUploadForm', () => {
  it('refuses a file that is no ZIP as soon as it is chosen, and never uploads it', async () => {
    const user = setup();
    const { api } = renderForm();

    await user.upload(fileInput(), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText(messages.software.zipOnly)).toBeInTheDocument();
    expect(screen.getByTestId('file-name')).toHaveTextContent('notes.txt');

    await fillFields(user);
    await user.click(screen.getByRole('button', { name: 'Upload software' }));
    expect(await screen.findByText(messages.software.zipOnly)).toBeInTheDocument();
    expect(uploadFile).not.toHaveBeenCalled();
    expect(posts(api)).toHaveLength(0);

    // A ZIP in its place clears the message.
    await user.upload(fileInput(), zip('FIRMWARE.ZIP'));
    await waitFor(() =>
      expect(screen.queryByText(messages.software.zipOnly)).not.toBeInTheDocument(),
    );
  });

  it("shows the product's messages (docs/product.md#software-validation) when sent empty, and sends nothing", async () => {
    const user = setup();
    const { api } = renderForm();

    await user.click(screen.getByRole('button', { name: 'Upload software' }));

    expect(await screen.findByText(messages.software.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.software.categoryRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.software.versionRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.software.fileRequired)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveAttribute('aria-invalid', 'true');
    expect(uploadFile).not.toHaveBeenCalled();
    expect(posts(api)).toHaveLength(0);
  });

  it('uploads, shows each step while locked, saves the record, notifies, and opens it', async () => {
    const user = setup();
    const upload = fakeUpload();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { api } = renderForm();

    await user.upload(fileInput(), zip());
    await fillFields(user);
    await user.click(screen.getByRole('combobox', { name: 'Machines' }));
    await user.click(await screen.findByRole('option', { name: 'Franke A600' }));
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Fixes timing.');
    await user.click(screen.getByRole('switch', { name: /Send notification to all users/ }));
    await user.click(screen.getByRole('button', { name: 'Upload software' }));

    expect(await screen.findByText('Uploading 40%')).toBeInTheDocument();
    expect(screen.getByText('Calculating SHA-256')).toBeInTheDocument();
    expect(screen.getByText('Sending notification')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Uploading 40%' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toBeDisabled();
    expect(vi.mocked(uploadFile).mock.calls[0]?.[0]).toMatchObject({ kind: 'software' });
    expect(posts(api)).toHaveLength(0);

    upload.finish();
    expect(await screen.findByRole('heading', { name: 'Software page' })).toBeInTheDocument();
    expect(posts(api)[0]?.body).toEqual({
      uploadId: 'up-1',
      // Hashed while it was sent: declared now, for the server to check.
      sha256: DONE.sha256,
      name: 'Grinder firmware',
      category: 'Firmware',
      version: '2.1.0',
      minVersion: '1.8',
      password: 's3cret',
      machineIds: ['franke_a600'],
      description: 'Fixes timing.',
      author: '',
      sendNotification: true,
    });
    const notification = api.requests.find((r) => r.path.endsWith('/sendNotificationToAllUsers'));
    expect(notification?.body).toMatchObject({
      data: {
        notification: { title: 'New Software Available' },
        data: { type: 'software', softwareId: 'new-1', version: '2.1.0', url: '/software/new-1' },
      },
    });
    // The functions endpoint failing is only logged (docs/product.md#send-notification): the
    // package exists anyway.
    expect(warn).toHaveBeenCalledWith('The notification could not be sent', expect.anything());
  });

  it('asks before leaving with unsaved changes', async () => {
    const user = setup();
    renderForm();

    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Half-typed');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: messages.shell.unsavedTitle })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Half-typed');
  });

  it('cancels mid-upload: nothing is saved and the form is open again as it was', async () => {
    const user = setup();
    const upload = fakeUpload();
    const { api } = renderForm();

    await user.upload(fileInput(), zip());
    await fillFields(user);
    await user.click(screen.getByRole('button', { name: 'Upload software' }));
    await screen.findByText('Uploading 40%');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(await screen.findByText(/The upload was cancelled/)).toBeInTheDocument();
    expect(upload.abort).toHaveBeenCalledTimes(1);
    expect(posts(api)).toHaveLength(0);
    expect(screen.getByRole('textbox', { name: /^Name/ })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Grinder firmware');
  });

  it("puts the server's field details on their fields and keeps what was typed", async () => {
    const user = setup();
    fakeUpload().finish();
    renderForm({
      status: 400,
      body: {
        code: 'invalid-argument',
        message: messages.software.versionRequired,
        details: { version: [messages.software.versionRequired] },
      },
    });

    await user.upload(fileInput(), zip());
    await fillFields(user);
    await user.click(screen.getByRole('button', { name: 'Upload software' }));

    expect(await screen.findByText(messages.software.versionRequired)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Version/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Grinder firmware');
    expect(screen.getByTestId('file-name')).toHaveTextContent('firmware.zip');
  });

  it('shows the server finding no ZIP in the bytes on the file, and other failures on top', async () => {
    const user = setup();
    fakeUpload().finish();
    renderForm({
      status: 400,
      body: { code: 'invalid-argument', message: messages.software.zipOnly },
    });

    await user.upload(fileInput(), zip('renamed.zip'));
    await fillFields(user);
    await user.click(screen.getByRole('button', { name: 'Upload software' }));
    const zone = screen.getByTestId('file-drop-zone');
    await waitFor(() => expect(zone).toHaveAttribute('data-invalid'));
    expect(await screen.findByText(messages.software.zipOnly)).toBeInTheDocument();
    expect(within(zone).getByText('renamed.zip')).toBeInTheDocument();
  });

  it('shows a failure that is about no field as an alert over the form', async () => {
    const user = setup();
    fakeUpload().finish();
    renderForm({
      status: 422,
      body: { code: 'hash-mismatch', message: 'The file changed on its way to the server.' },
    });

    await user.upload(fileInput(), zip());
    await fillFields(user);
    await user.click(screen.getByRole('button', { name: 'Upload software' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file changed on its way to the server.',
    );
    expect(screen.getByRole('button', { name: 'Upload software' })).toBeEnabled();
  });
});
