import { describe, expect, it } from 'vitest';
import { machineIdFromCode } from './machine-link';

describe('machineIdFromCode', () => {
  it("reads the machine of a label's link, from this server or another", () => {
    expect(machineIdFromCode('https://toolbox.example.com/toolbox/machines/jura_gigax8')).toBe(
      'jura_gigax8',
    );
    expect(machineIdFromCode('http://127.0.0.1:4173/toolbox/machines/temp_a%20b/')).toBe(
      'temp_a b',
    );
  });

  it('refuses what is not a machine label', () => {
    for (const code of [
      'jura_gigax8',
      'https://example.com/machines/jura_gigax8',
      'https://example.com/toolbox/machines/',
      'https://example.com/toolbox/machines/a/guides/b',
      'javascript:alert(1)//toolbox/machines/x',
      'https://example.com/toolbox/machines/%E0%A4%A',
      `https://example.com/toolbox/machines/${'a'.repeat(301)}`,
    ])
      expect(machineIdFromCode(code), code).toBeNull();
  });
});
