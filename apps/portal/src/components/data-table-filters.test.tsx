import { describe, expect, it } from 'vitest';
import { makeMachine } from '../test/fixtures';
import { machineOptions, withCurrent } from './data-table-filters';

describe('withCurrent', () => {
  it('adds a value from the URL that the options do not have, first', () => {
    expect(withCurrent(['North', 'South'], 'West')).toEqual([
      { value: 'West', label: 'West' },
      'North',
      'South',
    ]);
    expect(withCurrent([{ value: 'a', label: 'A (2)' }], 'b')).toEqual([
      { value: 'b', label: 'b' },
      { value: 'a', label: 'A (2)' },
    ]);
  });

  it('leaves the options as they are when the value is among them or there is none', () => {
    expect(withCurrent(['North'], 'North')).toEqual(['North']);
    expect(withCurrent([{ value: 'a', label: 'A' }], 'a')).toEqual([{ value: 'a', label: 'A' }]);
    expect(withCurrent(['North'], undefined)).toEqual(['North']);
  });
});

describe('machineOptions', () => {
  it('names each machine by manufacturer and model; none while loading', () => {
    const machine = makeMachine({ id: 'franke_a600', manufacturer: 'Franke', model: 'A600' });
    expect(machineOptions([machine])).toEqual([{ value: 'franke_a600', label: 'Franke A600' }]);
    expect(machineOptions(undefined)).toEqual([]);
  });
});
