import { describe, expect, it } from 'vitest';
import { toolboxUrlFor } from './paths';

describe('toolboxUrlFor', () => {
  it('opens the toolbox’s own page for the product’s document and software payloads (docs/product.md#notification-payloads)', () => {
    expect(
      toolboxUrlFor({
        type: 'document',
        documentId: 'doc 1',
        category: 'Service',
        url: '/documents/doc 1',
      }),
    ).toBe('/toolbox/documents/doc%201');
    expect(
      toolboxUrlFor({ type: 'software', softwareId: 'sw1', version: '2.0', url: '/software/sw1' }),
    ).toBe('/toolbox/software/sw1');
  });

  it('maps a bare portal link, and sends anything else home', () => {
    expect(toolboxUrlFor({ url: '/documents/abc' })).toBe('/toolbox/documents/abc');
    expect(toolboxUrlFor({ url: 'https://evil.example/documents/abc' })).toBe('/toolbox/');
    expect(toolboxUrlFor({ url: '/users/1' })).toBe('/toolbox/');
    expect(toolboxUrlFor({ type: 'document', documentId: 42 })).toBe('/toolbox/');
  });
});
