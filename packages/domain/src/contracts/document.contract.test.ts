import { describe, expect, it } from 'vitest';
import { DEFAULT_VERSION_CHANGES } from '../constants';
import { messages } from '../messages';
import {
  CreateDocumentInput,
  DocumentListQuery,
  versionChangesOrDefault,
} from './document.contract';

describe('versionChangesOrDefault', () => {
  it('keeps given change text, trimmed', () => {
    expect(versionChangesOrDefault('  Fixed torque table ')).toBe('Fixed torque table');
  });

  it.each([undefined, null, '', '   '])('reads %j as the default', (changes) => {
    expect(versionChangesOrDefault(changes)).toBe(DEFAULT_VERSION_CHANGES);
  });
});

describe('document contract', () => {
  it('pages the list with the shared page fields', () => {
    expect(DocumentListQuery.parse({})).toEqual({ page: 1, pageSize: 25 });
    expect(DocumentListQuery.safeParse({ pageSize: '101' }).success).toBe(false);
  });

  it('wraps one category and cleans the machine list of a create body', () => {
    const body = CreateDocumentInput.parse({
      uploadId: ' up_1 ',
      category: ' Manuals ',
      machineIds: ['franke-a600', ' franke-a600 ', ''],
    });
    expect(body).toMatchObject({
      uploadId: 'up_1',
      category: ['Manuals'],
      machineIds: ['franke-a600'],
    });
  });

  it('asks for a category with the shared message', () => {
    const result = CreateDocumentInput.safeParse({ uploadId: 'up_1', category: [] });
    expect(result.error?.issues[0]?.message).toBe(messages.document.categoryRequired);
  });
});
