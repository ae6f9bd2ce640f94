import { describe, expect, it } from 'vitest';
import { SaveGuideInput } from './contracts/guide.contract';
import { DEFAULT_GUIDE_SETTINGS, GUIDE_MAX_TEXT, GuideSettingsSchema } from './guide';
import { messages } from './messages';
import { HotspotSchema, imageUrl, nextPositionNumber, PartDiagramInput } from './part-diagram';
import {
  compareSpecifications,
  formatSpecificationValue,
  SpecificationEntryInput,
} from './specification';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('SaveGuideInput', () => {
  it('needs a machine id with the product’s message (docs/product.md#machine-validation)', () => {
    for (const machineId of [undefined, '', '   ']) {
      const result = SaveGuideInput.safeParse({ machineId, guide: { title: 'Leak' } });
      expect(firstMessage(result)).toBe(messages.machine.guideMachineRequired);
    }
  });

  it('needs a title and text in every step, and fills the optional fields', () => {
    expect(firstMessage(SaveGuideInput.safeParse({ machineId: 'm', guide: { title: ' ' } }))).toBe(
      messages.guide.titleRequired,
    );
    const noText = { machineId: 'm', guide: { title: 'x', steps: [{ text: '' }] } };
    expect(firstMessage(SaveGuideInput.safeParse(noText))).toBe(messages.guide.stepTextRequired);
    expect(SaveGuideInput.parse({ machineId: 'm', guide: { title: 'Leak' } }).guide).toEqual({
      title: 'Leak',
      symptom: '',
      errorCodes: [],
      category: '',
      severity: '',
      estimatedMinutes: null,
      tools: [],
      parts: [],
      causes: [],
      steps: [],
      relatedDocumentIds: [],
    });
  });

  it('caps the text of one guide, so its search index fits', () => {
    const steps = Array.from({ length: 50 }, () => ({ text: 'a'.repeat(GUIDE_MAX_TEXT / 49) }));
    const long = { title: 'x', steps };
    expect(firstMessage(SaveGuideInput.safeParse({ machineId: 'm', guide: long }))).toBe(
      messages.guide.tooLong(GUIDE_MAX_TEXT),
    );
  });

  it('accepts only stored image paths on steps', () => {
    const step = (imagePath: string) => ({
      machineId: 'm',
      guide: { title: 'x', steps: [{ text: 'a', imagePath }] },
    });
    expect(SaveGuideInput.safeParse(step(`images/${'a'.repeat(64)}.png`)).success).toBe(true);
    expect(firstMessage(SaveGuideInput.safeParse(step('../etc/passwd')))).toBe(
      messages.image.invalidPath,
    );
  });
});

describe('guide settings', () => {
  it('has defaults that pass its own schema', () => {
    expect(GuideSettingsSchema.parse(DEFAULT_GUIDE_SETTINGS)).toEqual(DEFAULT_GUIDE_SETTINGS);
  });
});

describe('specifications', () => {
  it('need a label and a value', () => {
    expect(firstMessage(SpecificationEntryInput.safeParse({ label: '', value: '1' }))).toBe(
      messages.specification.labelRequired,
    );
    expect(firstMessage(SpecificationEntryInput.safeParse({ label: 'A', value: '' }))).toBe(
      messages.specification.valueRequired,
    );
  });

  it('format a value with its unit', () => {
    expect(formatSpecificationValue({ value: '230', unit: 'V' })).toBe('230 V');
    expect(formatSpecificationValue({ value: 'Yes', unit: '' })).toBe('Yes');
  });

  it('compare machines row by row, matching group and label case-insensitively', () => {
    const machine = (id: string) => ({ id, manufacturer: 'M', model: id });
    const spec = (group: string, label: string, value: string, unit = '') => ({
      id: `${group}${label}${value}`,
      group,
      label,
      value,
      unit,
    });
    const rows = compareSpecifications([
      { machine: machine('a'), specifications: [spec('Electrical', 'Voltage', '230', 'V')] },
      {
        machine: machine('b'),
        specifications: [
          spec('electrical', 'voltage', '120', 'V'),
          spec('Tank', 'Volume', '1.8', 'l'),
        ],
      },
    ]);
    expect(rows).toEqual([
      { group: 'Electrical', label: 'Voltage', values: ['230 V', '120 V'] },
      { group: 'Tank', label: 'Volume', values: ['', '1.8 l'] },
    ]);
  });
});

describe('part diagrams', () => {
  it('keep hotspots inside the image', () => {
    expect(HotspotSchema.safeParse({ positionNumber: '1', x: 0.5, y: 1 }).success).toBe(true);
    expect(HotspotSchema.safeParse({ positionNumber: '1', x: 1.2, y: 0 }).success).toBe(false);
    expect(firstMessage(HotspotSchema.safeParse({ positionNumber: '', x: 0, y: 0 }))).toBe(
      messages.partDiagram.positionRequired,
    );
  });

  it('need a title and a name on every part', () => {
    expect(firstMessage(PartDiagramInput.safeParse({ title: '' }))).toBe(
      messages.partDiagram.titleRequired,
    );
    const part = { positionNumber: '1', name: '' };
    expect(firstMessage(PartDiagramInput.safeParse({ title: 'x', parts: [part] }))).toBe(
      messages.partDiagram.partNameRequired,
    );
  });

  it('number the next hotspot after the highest numeric one', () => {
    expect(nextPositionNumber([])).toBe('1');
    expect(nextPositionNumber([{ positionNumber: '2' }, { positionNumber: '7a' }])).toBe('8');
  });

  it('serve stored images under the API', () => {
    expect(imageUrl(`images/${'b'.repeat(64)}.webp`)).toBe(`/api/v1/images/${'b'.repeat(64)}.webp`);
  });
});
