import { describe, expect, expectTypeOf, it } from 'vitest';
import { AUDIT_ACTIONS, type AuditActionName } from './audit';
import { AUDIT_ACTION_LABELS, type AuditAction } from './index';

describe('AUDIT_ACTIONS', () => {
  it('names every action once, and the audit view labels exactly those', () => {
    const names = Object.values(AUDIT_ACTIONS);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(Object.keys(AUDIT_ACTION_LABELS).sort());
    expectTypeOf<AuditActionName>().toEqualTypeOf<AuditAction>();
  });

  it('keeps the stored names the log already holds', () => {
    expect(AUDIT_ACTIONS.machineCreated).toBe('machine.created');
    expect(AUDIT_ACTIONS.documentViewed).toBe('document.viewed');
    expect(AUDIT_ACTIONS.guidesReplaced).toBe('guide.section-replaced');
  });
});
