import { describe, expect, it } from 'vitest';
import { makeAuditEntry } from '../test/fixtures';
import {
  auditActionLabel,
  auditActor,
  auditChanges,
  auditDetailsSummary,
  auditTarget,
} from './audit-details';

describe('audit details', () => {
  it('labels known actions and passes unknown ones through', () => {
    expect(auditActionLabel('user.disabled')).toBe('User disabled');
    expect(auditActionLabel('auth.access-denied')).toBe('Access denied');
    expect(auditActionLabel('toString')).toBe('toString');
  });

  it('lists only the fields that changed, ignoring timestamps', () => {
    const details = {
      before: { status: 'active', disabled: false, role: 'Admin', updatedAt: '1' },
      after: { status: 'inactive', disabled: true, role: 'Admin', updatedAt: '2' },
    };
    expect(auditChanges(details)).toEqual([
      { field: 'status', label: 'Status', before: 'active', after: 'inactive' },
      { field: 'disabled', label: 'Disabled', before: 'No', after: 'Yes' },
    ]);
    expect(auditDetailsSummary(details)).toBe('Status: active → inactive; Disabled: No → Yes');
  });

  it('lists a new record by its profile values, in a fixed order', () => {
    const details = {
      after: {
        status: 'active',
        team: null,
        role: 'Engineer',
        email: 'e@x.test',
        displayName: 'E',
      },
    };
    expect(auditDetailsSummary(details)).toBe('Email: e@x.test; Display name: E; Role: Engineer');
  });

  it('sums up other details as label: value pairs', () => {
    expect(auditDetailsSummary({ reason: 'invalid-credential', rememberMe: false })).toBe(
      'Reason: invalid-credential; Remember me: No',
    );
    expect(auditDetailsSummary({})).toBe('');
  });

  it('names the actor by email, else by id, else as the system', () => {
    expect(auditActor(makeAuditEntry())).toBe('ada@toolbox.test');
    expect(auditActor(makeAuditEntry({ actorEmail: null, actorId: '7e002961-aa' }))).toBe(
      'User 7e002961',
    );
    expect(auditActor(makeAuditEntry({ actorEmail: null, actorId: null }))).toBe('System');
  });

  it('names a user target by email and links to it', () => {
    expect(
      auditTarget(
        makeAuditEntry({
          targetType: 'user',
          targetId: 'u 1',
          details: { after: { email: 'dana@toolbox.test' } },
        }),
      ),
    ).toEqual({ label: 'dana@toolbox.test', to: '/users/u%201' });
    expect(auditTarget(makeAuditEntry({ targetType: 'user', targetId: '9f161b30-d0de' }))).toEqual({
      label: 'User 9f161b30',
      to: '/users/9f161b30-d0de',
    });
    expect(auditTarget(makeAuditEntry())).toEqual({ label: '—' });
  });

  it('links machines, guides and part diagrams to their pages', () => {
    const target = (targetType: string, targetId: string, details = {}) =>
      auditTarget(makeAuditEntry({ targetType, targetId, details }));
    expect(target('machine', 'franke_a600')).toEqual({
      label: 'Machine franke_a600',
      to: '/machine-types/franke_a600',
    });
    expect(target('guide', 'franke_a600/guide_1', { title: 'Leak' })).toEqual({
      label: 'Guide "Leak"',
      to: '/troubleshooting/franke_a600/edit/guide_1',
    });
    expect(target('part-diagram', 'franke_a600/diagram_x')).toEqual({
      label: 'Part diagram diagram_x',
      to: '/machine-types/franke_a600/part-diagrams/diagram_x',
    });
  });
});
