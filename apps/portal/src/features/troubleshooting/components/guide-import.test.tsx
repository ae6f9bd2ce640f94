import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@toolbox/domain';
import { describe, expect, it } from 'vitest';
import { probe, renderRoutes } from '../../../test/render';
import type { StubbedRequest } from '@toolbox/web/test/stub-api';
import { stubApi } from '@toolbox/web/test/stub-api';
import { GuideImport } from './guide-import';
import { ImportPreview, importSummary } from './import-preview';
import { MACHINE_ID, makeImportReport } from './troubleshooting-test-data';

const BAD_CSV = 'id,title,steps\n,Pump runs dry,Check tank | Descale\n,,Open panel\n';
const GOOD_CSV = 'id,title,steps\n,Pump runs dry,Check tank | Descale\n,Grinder jams,Open panel\n';

const badReport = makeImportReport([
  { row: 2, title: 'Pump runs dry', id: null, action: 'create', errors: [] },
  {
    row: 3,
    title: '',
    id: null,
    action: 'create',
    errors: [{ field: 'title', message: messages.guide.titleRequired }],
  },
]);
const goodReport = makeImportReport([
  { row: 2, title: 'Pump runs dry', id: null, action: 'create', errors: [] },
  { row: 3, title: 'Grinder jams', id: 'guide_1', action: 'replace', errors: [] },
]);

function renderImport() {
  const api = stubApi({
    [`POST /api/v1/machines/${MACHINE_ID}/guides/import`]: (request: StubbedRequest) => {
      const body = request.body as { content: string; dryRun: boolean };
      const report = body.content === BAD_CSV ? badReport : goodReport;
      return { status: 200, body: { ...report, applied: !body.dryRun } };
    },
  });
  const Import = () => <GuideImport machineId={MACHINE_ID} />;
  renderRoutes(
    [
      { path: '/troubleshooting/:machineId/import', Component: Import },
      probe('/troubleshooting/:machineId', 'Machine guides'),
    ],
    { initialEntries: [`/troubleshooting/${MACHINE_ID}/import`] },
  );
  return api;
}

const csv = (content: string, name = 'guides.csv') =>
  new File([content], name, { type: 'text/csv' });
const imports = (api: ReturnType<typeof stubApi>) =>
  api.requests.map((r) => r.body as { format: string; content: string; dryRun: boolean });

describe('ImportPreview', () => {
  it('lists each row with its action and title, and a row’s errors in red', () => {
    renderRoutes([{ path: '/', Component: () => <ImportPreview report={badReport} /> }]);
    const [ok, bad] = screen.getAllByTestId('import-row');
    expect(ok).toHaveTextContent('2createPump runs dryOK');
    expect(bad).toHaveAttribute('data-invalid', 'true');
    expect(within(bad!).getByText('(no title)')).toBeVisible();
    const problems = within(bad!).getByRole('list', { name: 'Problems in row 3' });
    expect(within(problems).getByText(messages.guide.titleRequired)).toBeVisible();
    expect(within(problems).getByText('title:')).toBeVisible();
    expect(importSummary(badReport)).toBe('2 to create, 0 to replace, 1 row with errors');
    expect(importSummary(goodReport)).toBe('1 to create, 1 to replace');
  });
});

describe('GuideImport', () => {
  it('checks a chosen file, keeps Import off while a row has errors, and checks a new file again', async () => {
    const user = userEvent.setup();
    const api = renderImport();
    const importButton = screen.getByRole('button', { name: 'Import' });
    expect(importButton).toBeDisabled();

    await user.upload(screen.getByTestId('file-input'), csv(BAD_CSV));
    expect(await screen.findByText(messages.guide.titleRequired)).toBeVisible();
    expect(screen.getByTestId('import-summary')).toHaveTextContent(
      '2 to create, 0 to replace, 1 row with errors',
    );
    expect(importButton).toBeDisabled();
    expect(imports(api)).toEqual([{ format: 'csv', content: BAD_CSV, dryRun: true }]);

    await user.upload(screen.getByTestId('file-input'), csv(GOOD_CSV, 'fixed.csv'));
    expect(await screen.findByText('Every row is ready to import.')).toBeVisible();
    expect(screen.queryByText(messages.guide.titleRequired)).toBeNull();
    expect(importButton).toBeEnabled();

    await user.click(importButton);
    expect(await screen.findByRole('heading', { name: 'Machine guides' })).toBeInTheDocument();
    expect(imports(api).slice(1)).toEqual([
      { format: 'csv', content: GOOD_CSV, dryRun: true },
      { format: 'csv', content: GOOD_CSV, dryRun: false },
    ]);
  });

  it('refuses a file that is neither CSV nor JSON without sending it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const api = renderImport();
    await user.upload(screen.getByTestId('file-input'), csv('title\nx', 'guides.txt'));
    expect(await screen.findByText(messages.guide.importUnknownFormat)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(api.requests).toEqual([]);
  });

  it('shows why an unreadable file was refused, word for word', async () => {
    const user = userEvent.setup();
    const message = messages.guide.importUnreadable('unknown column "colour"');
    stubApi({
      [`POST /api/v1/machines/${MACHINE_ID}/guides/import`]: {
        status: 400,
        body: { code: 'invalid-argument', message },
      },
    });
    const Import = () => <GuideImport machineId={MACHINE_ID} />;
    renderRoutes([{ path: '/', Component: Import }]);
    await user.upload(screen.getByTestId('file-input'), csv('colour\nred'));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  });
});
