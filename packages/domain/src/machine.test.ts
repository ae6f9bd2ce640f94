import { describe, expect, it } from 'vitest';
import {
  emptyMachineDetails,
  MACHINE_DETAIL_SECTIONS,
  MachineDetailsSchema,
  MachineInput,
  MachineSchema,
  TroubleshootingGuideSchema,
  UPDATABLE_DETAIL_SECTIONS,
  withDetailsSection,
} from './machine';

const ADD = 'Manufacturer and model are required to add a machine';

describe('MachineInput', () => {
  it('trims both parts', () => {
    expect(MachineInput.parse({ manufacturer: ' Franke ', model: ' A600 ' })).toEqual({
      manufacturer: 'Franke',
      model: 'A600',
    });
  });

  it.each<[Record<string, unknown>, string[]]>([
    [{ model: 'A600' }, ['manufacturer']],
    [{ manufacturer: 'Franke' }, ['model']],
    [{ manufacturer: '', model: 'A600' }, ['manufacturer']],
    [{ manufacturer: 'Franke', model: '   ' }, ['model']],
    [{ manufacturer: 'Franke', model: '!!!' }, ['model']],
    [{}, ['manufacturer', 'model']],
  ])(
    'refuses %j with the product’s message (docs/product.md#machine-validation)',
    (input, paths) => {
      const result = MachineInput.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual(
        paths.map((path) => [path, ADD]),
      );
    },
  );
});

describe('machine details', () => {
  it('read as four empty lists when no record exists', () => {
    expect(emptyMachineDetails()).toEqual({
      specifications: [],
      maintenanceProcedures: [],
      troubleshootingGuides: [],
      partDiagrams: [],
    });
    expect(emptyMachineDetails()).not.toBe(emptyMachineDetails());
    expect(MachineDetailsSchema.parse(emptyMachineDetails())).toEqual(emptyMachineDetails());
  });

  it('name the sections, three of which can be updated alone', () => {
    expect(MACHINE_DETAIL_SECTIONS).toHaveLength(4);
    expect(UPDATABLE_DETAIL_SECTIONS).toEqual([
      'specifications',
      'troubleshootingGuides',
      'partDiagrams',
    ]);
  });

  it('create a missing record with the other sections empty', () => {
    const now = '2024-06-15T12:00:00.000Z';
    const entry = { id: 's1', group: 'Electrical', label: 'Voltage', value: '230', unit: 'V' };
    expect(withDetailsSection(null, 'specifications', [entry], now)).toEqual({
      specifications: [entry],
      maintenanceProcedures: [],
      troubleshootingGuides: [],
      partDiagrams: [],
      createdAt: now,
      updatedAt: now,
    });
  });

  it('replace only the given section of an existing record', () => {
    const existing = {
      ...emptyMachineDetails(),
      maintenanceProcedures: [{ step: 1 }],
      specifications: [{ id: 's1', group: '', label: 'Weight', value: '9', unit: 'kg' }],
      createdAt: 'old',
      updatedAt: 'old',
    };
    const next = withDetailsSection(existing, 'specifications', [], 'now');
    expect(next).toEqual({ ...existing, specifications: [], updatedAt: 'now' });
    expect(existing.specifications).toHaveLength(1);
    expect(withDetailsSection(undefined, 'partDiagrams', []).updatedAt).toMatch(/^\d{4}-/);
  });
});

describe('schemas', () => {
  it('keep a guide content fields', () => {
    const guide = { id: 'guide_1', machineId: 'm', createdAt: 'c', updatedAt: 'u', steps: ['a'] };
    expect(TroubleshootingGuideSchema.parse(guide)).toEqual(guide);
    expect(TroubleshootingGuideSchema.safeParse({ id: 'guide_1' }).success).toBe(false);
  });

  it('describe a machine', () => {
    const machine = {
      id: 'franke_a600',
      manufacturer: 'Franke',
      model: 'A600',
      createdAt: 'c',
      updatedAt: 'u',
    };
    // The fields beyond the original product (docs/product.md#machines) default when an older
    // record lacks them.
    expect(MachineSchema.parse(machine)).toEqual({
      ...machine,
      category: null,
      description: '',
      photoPath: null,
    });
  });
});
