import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from './audit';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS_LIST } from './index';

describe('AUDIT_ACTIONS', () => {
  it('names every action once, as <entity>.<kebab-case event>', () => {
    const names = Object.values(AUDIT_ACTIONS);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z]+(-[a-z]+)*\.[a-z]+(-[a-z]+)*$/);
    expect(AUDIT_ACTIONS_LIST).toEqual(names);
  });

  it('keeps the stored names the log already holds', () => {
    expect(AUDIT_ACTIONS.machineCreated).toBe('machine.created');
    expect(AUDIT_ACTIONS.documentViewed).toBe('document.viewed');
    expect(AUDIT_ACTIONS.guidesReplaced).toBe('guide.section-replaced');
  });
});

describe('AUDIT_ACTION_LABELS', () => {
  it('gives every action a label of its own, so the audit view’s filter tells them apart', () => {
    const labels = AUDIT_ACTIONS_LIST.map((action) => AUDIT_ACTION_LABELS[action]);
    for (const label of labels) expect(label.trim()).not.toBe('');
    expect(new Set(labels).size).toBe(labels.length);
    // Nothing but the actions: a stale key would show up as a filter no entry can match.
    expect(Object.keys(AUDIT_ACTION_LABELS).sort()).toEqual([...AUDIT_ACTIONS_LIST].sort());
  });
});
