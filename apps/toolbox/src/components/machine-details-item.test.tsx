import { screen } from '@testing-library/react';
import { emptyMachineDetails, messages } from '@toolbox/domain';
import { stubApi } from '@toolbox/web/test/stub-api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeMachine } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { GuideScreen } from '@/features/guides/components/guide-screen';
import { PartDiagramScreen } from '@/features/part-diagrams/components/part-diagram-screen';

/** The machine m1 with no guides and no diagrams: every guide or diagram id is unknown to it. */
function stubMachineWithoutItems() {
  stubApi({
    'GET /api/v1/machines/m1': { status: 200, body: { machine: makeMachine() } },
    'GET /api/v1/machines/m1/details': { status: 200, body: emptyMachineDetails() },
  });
}

const screens = [
  {
    name: 'guide',
    element: <GuideScreen machineId="m1" guideId="gone_guide" />,
    message: messages.machine.guideNotFound('gone_guide'),
  },
  {
    name: 'part diagram',
    element: <PartDiagramScreen machineId="m1" diagramId="gone_diagram" />,
    message: messages.partDiagram.notFound,
  },
];

afterEach(() => vi.restoreAllMocks());

describe('a guide or part diagram the machine does not have', () => {
  it.each(screens)('the $name screen says it was not found, with a way back', async (s) => {
    stubMachineWithoutItems();
    renderScreen([{ path: '/', element: s.element }]);

    expect(await screen.findByRole('heading', { level: 1, name: s.message })).toBeVisible();
    expect(screen.getByText(messages.toolbox.notFoundDetail)).toBeVisible();
    expect(screen.getByRole('link', { name: messages.toolbox.backToMachine })).toHaveAttribute(
      'href',
      '/machines/m1',
    );
    expect(screen.queryByText(messages.toolbox.loadFailed)).not.toBeInTheDocument();
  });

  it.each(screens)('says the same without signal, from the kept answer', async (s) => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    stubMachineWithoutItems();
    renderScreen([{ path: '/', element: s.element }]);

    expect(await screen.findByRole('heading', { level: 1, name: s.message })).toBeVisible();
    expect(screen.queryByText(messages.toolbox.offlineNotKept)).not.toBeInTheDocument();
  });

  it.each(screens)(
    'on the $name screen of an unknown machine, leads back to machines',
    async (s) => {
      stubApi({
        'GET /api/v1/machines/m1': { status: 404, body: { code: 'not-found', message: 'x' } },
        'GET /api/v1/machines/m1/details': {
          status: 404,
          body: { code: 'not-found', message: messages.machine.notFound },
        },
      });
      renderScreen([{ path: '/', element: s.element }]);

      expect(
        await screen.findByRole('heading', { level: 1, name: messages.machine.notFound }),
      ).toBeVisible();
      expect(screen.getByRole('link', { name: messages.toolbox.backToMachines })).toHaveAttribute(
        'href',
        '/machines',
      );
    },
  );
});
