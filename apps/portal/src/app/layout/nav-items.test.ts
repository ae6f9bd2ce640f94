import { describe, expect, it } from 'vitest';
import { activeNavPath } from './nav-items';

describe('activeNavPath', () => {
  it('marks the item whose path starts the page', () => {
    expect(activeNavPath('/machine-types')).toBe('/machine-types');
    expect(activeNavPath('/machine-types/franke_a600')).toBe('/machine-types');
    expect(activeNavPath('/troubleshooting/franke_a600/edit/guide_1')).toBe('/troubleshooting');
    expect(activeNavPath('/documents-old')).toBeNull();
  });

  it('gives pages that belong elsewhere to their own item', () => {
    expect(activeNavPath('/machine-types/franke_a600/part-diagrams/add')).toBe('/parts');
    expect(activeNavPath('/machine-types/franke_a600/part-diagrams/d1/edit')).toBe('/parts');
    expect(activeNavPath('/machine-select-for-guide')).toBe('/troubleshooting');
  });
});
