import { describe, expect, it } from 'vitest';
import { pendingIdChange, previewMachineId } from './machine-id-preview';

describe('previewMachineId', () => {
  it('derives the id docs/product.md#machine-id gives once both parts have something left', () => {
    expect(previewMachineId("De'Longhi", 'Dinamica Plus')).toBe('delonghi_dinamicaplus');
    expect(previewMachineId('  Franke ', 'A-600 ')).toBe('franke_a600');
  });

  it('gives nothing while either part is missing or only punctuation', () => {
    expect(previewMachineId('', 'A600')).toBeNull();
    expect(previewMachineId('Franke', '   ')).toBeNull();
    expect(previewMachineId('Franke', '--')).toBeNull();
  });
});

describe('pendingIdChange', () => {
  it('names the move when a new manufacturer or model gives another id', () => {
    expect(pendingIdChange('franke_a600', 'Franke', 'A700')).toEqual({
      from: 'franke_a600',
      to: 'franke_a700',
    });
  });

  it('is null when the id stays: same parts, case or punctuation only', () => {
    expect(pendingIdChange('franke_a600', 'Franke', 'A600')).toBeNull();
    expect(pendingIdChange('franke_a600', 'FRANKE', 'A-600')).toBeNull();
  });

  it('names the move of a temp_ machine whose parts both give an id, even unchanged ones', () => {
    expect(pendingIdChange('temp_123', 'Franke', 'A700')).toEqual({
      from: 'temp_123',
      to: 'franke_a700',
    });
  });

  it('is null while a part is missing (the form shows that error; a temp_ machine keeps its id)', () => {
    expect(pendingIdChange('franke_a600', 'Franke', '')).toBeNull();
    expect(pendingIdChange('temp_123', 'Franke', '--')).toBeNull();
  });
});
