import { describe, expect, it } from 'vitest';
import { makeMachineImpact } from '../../../test/fixtures';
import { describeImpact } from './machine-impact';

describe('describeImpact', () => {
  it('names what is deleted and what only loses its link, singular or plural', () => {
    expect(
      describeImpact(
        makeMachineImpact({
          troubleshootingGuides: 3,
          partDiagrams: 1,
          specifications: 2,
          documents: 2,
          software: 1,
        }),
      ),
    ).toEqual({
      removed: '3 troubleshooting guides, 1 part diagram and 2 specifications will be deleted.',
      unlinked: '2 documents and 1 software package will lose their link to this machine.',
    });
  });

  it('says "its link" for one linked item, and nothing for kinds with none', () => {
    expect(describeImpact(makeMachineImpact({ documents: 1 }))).toEqual({
      removed: null,
      unlinked: '1 document will lose its link to this machine.',
    });
    expect(describeImpact(makeMachineImpact({ maintenanceProcedures: 4 }))).toEqual({
      removed: '4 maintenance procedures will be deleted.',
      unlinked: null,
    });
    expect(describeImpact(makeMachineImpact())).toEqual({ removed: null, unlinked: null });
  });
});
