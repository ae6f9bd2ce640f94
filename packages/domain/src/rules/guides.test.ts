import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import type { TroubleshootingGuide } from '../machine';
import { messages } from '../messages';
import { removeGuide, saveGuide } from './guides';

const NOW = new Date('2024-06-15T12:00:00.000Z');
const EARLIER = '2024-01-01T00:00:00.000Z';
const guide = (id: string, title = id): TroubleshootingGuide => ({
  id,
  machineId: 'franke_a600',
  createdAt: EARLIER,
  updatedAt: EARLIER,
  title,
});

function thrown(fn: () => unknown): DomainError {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError) return error;
  }
  throw new Error('expected a DomainError');
}

describe('saveGuide', () => {
  it('appends a draft without id under a generated guide_ id', () => {
    const list = [guide('guide_1')];
    const result = saveGuide(list, 'franke_a600', { title: 'Leak' }, NOW);
    expect(result.guide).toEqual({
      title: 'Leak',
      id: `guide_${NOW.getTime()}`,
      machineId: 'franke_a600',
      createdAt: NOW.toISOString(),
      updatedAt: NOW.toISOString(),
    });
    expect(result.guides).toEqual([list[0], result.guide]);
    expect(list).toHaveLength(1);
  });

  it('treats a blank id like no id', () => {
    const result = saveGuide([], 'm', { id: '  ', title: 'x' }, NOW);
    expect(result.guide.id).toBe(`guide_${NOW.getTime()}`);
  });

  it('never reuses an id generated in the same millisecond', () => {
    const first = saveGuide([], 'm', { title: 'a' }, NOW);
    const second = saveGuide(first.guides, 'm', { title: 'b' }, NOW);
    expect(second.guide.id).toBe(`guide_${NOW.getTime() + 1}`);
  });

  it('replaces an existing guide, keeping its createdAt and position', () => {
    const list = [guide('guide_1'), guide('guide_2'), guide('guide_3')];
    const result = saveGuide(list, 'franke_a600', { id: 'guide_2', title: 'New' }, NOW);
    expect(result.guide).toMatchObject({
      id: 'guide_2',
      title: 'New',
      createdAt: EARLIER,
      updatedAt: NOW.toISOString(),
    });
    expect(result.guides.map((g) => g.title)).toEqual(['guide_1', 'New', 'guide_3']);
    expect(list[1]?.title).toBe('guide_2');
  });

  it.each([undefined, null, '', '   '])('requires a machine id (%j)', (machineId) => {
    expect(thrown(() => saveGuide([], machineId, { title: 'x' }, NOW))).toMatchObject({
      code: 'invalid-argument',
      message: messages.machine.guideMachineRequired,
    });
  });

  it('refuses an id that is not in the list', () => {
    expect(thrown(() => saveGuide([guide('guide_1')], 'm', { id: 'guide_9' }, NOW))).toMatchObject({
      code: 'not-found',
      message: 'Guide with ID guide_9 not found',
    });
  });
});

describe('removeGuide', () => {
  it('removes the guide and leaves the input list alone', () => {
    const list = [guide('guide_1'), guide('guide_2')];
    expect(removeGuide(list, 'franke_a600', 'guide_1')).toEqual([list[1]]);
    expect(list).toHaveLength(2);
  });

  it.each<[string | null | undefined, string | null | undefined]>([
    [undefined, 'guide_1'],
    ['franke_a600', undefined],
    ['', 'guide_1'],
    ['franke_a600', ' '],
    [null, null],
  ])('requires both ids (%j, %j)', (machineId, guideId) => {
    expect(thrown(() => removeGuide([guide('guide_1')], machineId, guideId))).toMatchObject({
      code: 'invalid-argument',
      message: messages.machine.guideDeleteIdsRequired,
    });
  });

  it('refuses a guide that is not there', () => {
    expect(thrown(() => removeGuide([guide('guide_1')], 'franke_a600', 'guide_2'))).toMatchObject({
      code: 'not-found',
      message: 'Guide with ID guide_2 not found for machine franke_a600',
    });
  });
});
