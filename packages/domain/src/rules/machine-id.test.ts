import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import { messages } from '../messages';
import {
  canDeriveMachineId,
  deriveMachineId,
  generateGuideId,
  isTemporaryMachineId,
  machineIdAfterChange,
  machineIdPart,
} from './machine-id';

describe('deriveMachineId', () => {
  it.each([
    ['Franke', 'A600', 'franke_a600'],
    ['  Franke  ', ' A600 ', 'franke_a600'],
    ['Franke', 'A 600', 'franke_a600'],
    ['Franke', 'A\t6\n00', 'franke_a600'],
    ['Dr. Coffee', 'F-2 (Plus)', 'drcoffee_f2plus'],
    ["Bean's & Co.", 'X.1/2', 'beansco_x12'],
    ['WMF', '1500_S+', 'wmf_1500s'],
    ['SCHÄRF', 'Café Crème', 'schärf_cafécrème'],
    ['Schärf', 'Cafe\u0301', 'schärf_café'],
    ['Ñandú', 'Ωmega 3', 'ñandú_ωmega3'],
    ['東芝', 'モデル１', '東芝_モデル１'],
    ['ACME', '42', 'acme_42'],
  ])('%j + %j → %j', (manufacturer, model, expected) => {
    expect(deriveMachineId(manufacturer, model)).toBe(expected);
  });

  it.each<[string | null | undefined, string | null | undefined]>([
    [undefined, 'A600'],
    ['Franke', undefined],
    [null, 'A600'],
    ['Franke', null],
    ['', 'A600'],
    ['Franke', ''],
    ['   ', 'A600'],
    ['Franke', '\t\n '],
    ['Franke', '!!!'],
    ['Franke', ' - / . '],
    ['...', 'A600'],
  ])(
    'refuses %j + %j with the product’s message (docs/product.md#data-errors)',
    (manufacturer, model) => {
      expect(() => deriveMachineId(manufacturer, model)).toThrow(DomainError);
      try {
        deriveMachineId(manufacturer, model);
      } catch (error) {
        expect(error).toMatchObject({
          code: 'invalid-argument',
          message: messages.machine.idPartsRequired,
        });
      }
    },
  );
});

describe('machineIdPart', () => {
  it('keeps letters, marks and digits of any script and drops everything else', () => {
    expect(machineIdPart(' A-b_C 1.2 ')).toBe('abc12');
    expect(machineIdPart('🙂☕')).toBe('');
    expect(machineIdPart(undefined)).toBe('');
  });
});

describe('isTemporaryMachineId', () => {
  it.each<[string | null | undefined, boolean]>([
    ['temp_123', true],
    ['temp_', true],
    ['franke_a600', false],
    ['TEMP_123', false],
    ['x_temp_1', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (id, expected) => {
    expect(isTemporaryMachineId(id)).toBe(expected);
  });
});

describe('machineIdAfterChange', () => {
  it('re-derives the id of a normal machine', () => {
    expect(machineIdAfterChange('franke_a600', 'Franke', 'A800')).toBe('franke_a800');
    expect(machineIdAfterChange('franke_a600', 'Franke', 'A600')).toBe('franke_a600');
  });

  it('gives a temporary machine its derived id once both parts give one', () => {
    expect(machineIdAfterChange('temp_1', 'Franke', 'A800')).toBe('franke_a800');
    expect(machineIdAfterChange('temp_1', " De'Longhi ", 'Dinamica Plus')).toBe(
      'delonghi_dinamicaplus',
    );
  });

  it.each<[string | null | undefined, string | null | undefined]>([
    ['Franke', '--'],
    ['Franke', ' '],
    ['...', 'A800'],
    [null, 'A800'],
    ['Franke', undefined],
  ])('keeps a temporary machine’s id, without throwing, for %j + %j', (manufacturer, model) => {
    expect(machineIdAfterChange('temp_1', manufacturer, model)).toBe('temp_1');
  });

  it('refuses a change that leaves a normal machine’s part empty', () => {
    expect(() => machineIdAfterChange('franke_a600', 'Franke', ' ')).toThrow(
      messages.machine.idPartsRequired,
    );
  });
});

describe('canDeriveMachineId', () => {
  it('is true only when both parts leave a letter or digit', () => {
    expect(canDeriveMachineId('Franke', 'A600')).toBe(true);
    expect(canDeriveMachineId('Franke', '--')).toBe(false);
    expect(canDeriveMachineId(' ', 'A600')).toBe(false);
    expect(canDeriveMachineId(undefined, null)).toBe(false);
  });
});

describe('generateGuideId', () => {
  it('is guide_ followed by the timestamp', () => {
    expect(generateGuideId(1_700_000_000_000)).toBe('guide_1700000000000');
    expect(generateGuideId()).toMatch(/^guide_\d{13,}$/);
  });
});
