import { describe, expect, it } from 'vitest';
import { ACTIVITY_MAX_AGE_MS, activityTime } from './activity';
import { RecordActivityInput } from './contracts/activity.contract';

const now = new Date('2026-11-23T12:00:00.000Z');

describe('activityTime', () => {
  it('keeps a past time within the queue limit', () => {
    expect(activityTime('2026-11-23T09:30:00.000Z', now)?.toISOString()).toBe(
      '2026-11-23T09:30:00.000Z',
    );
  });

  it('counts a device clock ahead of the server as now', () => {
    expect(activityTime('2026-11-24T00:00:00.000Z', now)).toEqual(now);
  });

  it('drops an entry older than the limit', () => {
    const tooOld = new Date(now.getTime() - ACTIVITY_MAX_AGE_MS - 1).toISOString();
    expect(activityTime(tooOld, now)).toBeNull();
    const justInside = new Date(now.getTime() - ACTIVITY_MAX_AGE_MS).toISOString();
    expect(activityTime(justInside, now)).not.toBeNull();
  });
});

describe('RecordActivityInput', () => {
  it('needs device ids, a known kind and at most 100 entries', () => {
    const entry = {
      id: '9b2f8c2e-8d4b-4a57-9a43-0d1f0e7c2b11',
      documentId: 'doc_1',
      kind: 'view',
      at: now.toISOString(),
    };
    expect(RecordActivityInput.safeParse({ entries: [entry] }).success).toBe(true);
    expect(RecordActivityInput.safeParse({ entries: [] }).success).toBe(false);
    expect(RecordActivityInput.safeParse({ entries: [{ ...entry, kind: 'print' }] }).success).toBe(
      false,
    );
    expect(
      RecordActivityInput.safeParse({ entries: Array.from({ length: 101 }, () => entry) }).success,
    ).toBe(false);
  });
});
