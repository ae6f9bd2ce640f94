import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { imageUrl, messages } from '@toolbox/domain';
import { describe, expect, it, vi } from 'vitest';
import { probe, renderRoutes } from '../../../test/render';
import type { Reply, StubbedRequest } from '@toolbox/web/test/stub-api';
import { stubApi } from '@toolbox/web/test/stub-api';
import { GuideEditor } from './guide-editor';
import type { ImageStore } from '../../../components/image-field';
import { editorReads, MACHINE_ID, makeGuide } from './troubleshooting-test-data';

const images: ImageStore = { publish: vi.fn(), accept: 'image/png,image/jpeg,image/webp' };
const IMAGE = `images/${'a'.repeat(64)}.png`;

function renderEditor({
  guideId,
  reads = {},
}: {
  guideId?: string;
  reads?: Record<string, Reply>;
}) {
  const api = stubApi({
    ...editorReads,
    'POST /api/v1/troubleshooting/guides': (request: StubbedRequest) => ({
      status: guideId ? 200 : 201,
      body: {
        guide: makeGuide({
          ...(request.body as { guide: object }).guide,
          id: guideId ?? 'guide_2',
        }),
      },
    }),
    ...reads,
  });
  const path = guideId
    ? `/troubleshooting/${MACHINE_ID}/edit/${guideId}`
    : `/troubleshooting/${MACHINE_ID}/add`;
  const Editor = () => <GuideEditor machineId={MACHINE_ID} guideId={guideId} images={images} />;
  renderRoutes(
    [
      { path: '/troubleshooting/:machineId/add', Component: Editor },
      { path: '/troubleshooting/:machineId/edit/:guideId', Component: Editor },
      probe('/troubleshooting/:machineId', 'Machine guides'),
    ],
    { initialEntries: [path] },
  );
  return api;
}

const stepInputs = () => screen.getAllByRole('textbox', { name: /^Step \d+/ });
const stepTexts = () => stepInputs().map((input) => (input as HTMLTextAreaElement).value);
const savedGuide = (api: ReturnType<typeof stubApi>) =>
  api.requests.find((r) => r.method === 'POST')?.body as {
    machineId: string;
    guide: { id: string | null; title: string; steps: unknown[]; causes: string[] };
  };

describe('the guide step editor', () => {
  it('adds steps, moves step 3 up, removes one, and saves them in the order shown', async () => {
    const user = userEvent.setup();
    const api = renderEditor({});

    await user.type(await screen.findByRole('textbox', { name: /^Title/ }), 'No water');
    await user.type(stepInputs()[0]!, 'Check the tank');
    await user.click(screen.getByRole('button', { name: 'Add step' }));
    // The new step's instruction has the focus, so typing goes straight into it.
    expect(stepInputs()[1]).toHaveFocus();
    await user.keyboard('Descale');
    await user.click(screen.getByRole('button', { name: 'Add step' }));
    await user.keyboard('Replace the flow meter');
    expect(stepTexts()).toEqual(['Check the tank', 'Descale', 'Replace the flow meter']);
    expect(screen.getByRole('button', { name: 'Move step 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move step 3 down' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move step 3 up' }));
    expect(stepTexts()).toEqual(['Check the tank', 'Replace the flow meter', 'Descale']);
    // Focus follows the moved step, so pressing again keeps moving it.
    expect(screen.getByRole('button', { name: 'Move step 2 up' })).toHaveFocus();
    expect(screen.getByText('Step 3 moved to position 2.')).toBeInTheDocument();

    await user.keyboard('{Enter}');
    expect(stepTexts()).toEqual(['Replace the flow meter', 'Check the tank', 'Descale']);
    // At the top "up" is disabled, so focus goes to the same step's "down".
    expect(screen.getByRole('button', { name: 'Move step 1 down' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Remove step 2' }));
    expect(stepTexts()).toEqual(['Replace the flow meter', 'Descale']);
    expect(screen.getAllByTestId('guide-step')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Save guide' }));
    expect(await screen.findByRole('heading', { name: 'Machine guides' })).toBeInTheDocument();
    const body = savedGuide(api);
    expect(body.machineId).toBe(MACHINE_ID);
    expect(body.guide.id).toBeNull();
    expect(body.guide.title).toBe('No water');
    expect(body.guide.steps).toEqual([
      { text: 'Replace the flow meter', imagePath: null },
      { text: 'Descale', imagePath: null },
    ]);
    // The empty cause line the form starts with is left out.
    expect(body.guide.causes).toEqual([]);
  });

  it('asks for a title and for each step’s instruction before anything is sent', async () => {
    const user = userEvent.setup();
    const api = renderEditor({});

    await user.click(await screen.findByRole('button', { name: 'Add step' }));
    await user.type(stepInputs()[1]!, 'Descale');
    await user.click(screen.getByRole('button', { name: 'Save guide' }));

    expect(await screen.findByText(messages.guide.titleRequired)).toBeVisible();
    const [first, second] = screen.getAllByTestId('guide-step');
    expect(within(first!).getByText(messages.guide.stepTextRequired)).toBeVisible();
    expect(within(second!).queryByText(messages.guide.stepTextRequired)).toBeNull();
    expect(api.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('edits a stored guide: shows its step image, removes it, and replaces the guide by id', async () => {
    const user = userEvent.setup();
    const guide = makeGuide({
      steps: [
        { text: 'Open the side panel', imagePath: IMAGE },
        { text: 'Check the pump', imagePath: null },
      ],
      category: 'Retired category',
    });
    const api = renderEditor({
      guideId: guide.id,
      reads: {
        [`GET /api/v1/machines/${MACHINE_ID}/guides/${guide.id}`]: {
          status: 200,
          body: { guide },
        },
      },
    });

    expect(await screen.findByRole('img', { name: 'Step 1 image' })).toHaveAttribute(
      'src',
      imageUrl(IMAGE),
    );
    // A category no longer in the settings is kept.
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('Retired category');
    await user.click(screen.getByRole('button', { name: 'Remove Step 1 image' }));
    expect(screen.queryByRole('img', { name: 'Step 1 image' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Attach image to Step 1' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Save guide' }));
    await waitFor(() => expect(savedGuide(api)).toBeDefined());
    expect(savedGuide(api).guide).toMatchObject({
      id: guide.id,
      category: 'Retired category',
      steps: [
        { text: 'Open the side panel', imagePath: null },
        { text: 'Check the pump', imagePath: null },
      ],
    });
  });

  it('shows the server’s refusal on the step it is about', async () => {
    const user = userEvent.setup();
    renderEditor({
      reads: {
        'POST /api/v1/troubleshooting/guides': {
          status: 400,
          body: {
            code: 'invalid-argument',
            message: 'Too long',
            details: { 'guide.steps.0.text': ['Too long'] },
          },
        },
      },
    });
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }), 'No water');
    await user.type(stepInputs()[0]!, 'Check the tank');
    await user.click(screen.getByRole('button', { name: 'Save guide' }));
    const [step] = screen.getAllByTestId('guide-step');
    expect(await within(step!).findByText('Too long')).toBeVisible();
  });
});
