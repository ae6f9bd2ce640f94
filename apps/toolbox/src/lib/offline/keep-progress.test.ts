import { makeDocument } from '@/test/fixtures';
import { describe, expect, it } from 'vitest';
import { urls } from '@/lib/urls';
import { isLeftOut, keepPlan, LARGE_FILE_BYTES, planFiles } from './keep-plan';
import { describeTimeLeft } from '@toolbox/client';
import { createKeepProgress, type KeepProgress } from './keep-progress';

const MB = 1024 * 1024;

describe('keep progress', () => {
  it('moves in bytes within a file and says the time left from the recent speed', () => {
    let now = 0;
    const reports: KeepProgress[] = [];
    const tracker = createKeepProgress(
      (p) => reports.push(p),
      () => now,
    );
    tracker.expect(1, 40 * MB);

    tracker.within(0);
    for (let second = 1; second <= 4; second += 1) {
      now = second * 1000;
      tracker.within(second * MB);
    }
    const last = reports.at(-1)!;
    expect(last.bytes).toBe(4 * MB);
    expect(last.done).toBe(0);
    // 1 MB a second, 36 MB to go.
    expect(last.secondsLeft).toBe(36);

    tracker.step(40 * MB, { network: false });
    expect(reports.at(-1)).toMatchObject({ bytes: 40 * MB, done: 1 });
  });

  it('does not count bytes an earlier attempt saved towards the speed', () => {
    let now = 0;
    const reports: KeepProgress[] = [];
    const tracker = createKeepProgress(
      (p) => reports.push(p),
      () => now,
    );
    tracker.expect(1, 40 * MB);
    tracker.within(20 * MB); // resumed from here
    now = 2000;
    tracker.within(22 * MB);
    expect(reports.at(-1)).toMatchObject({ bytes: 22 * MB, secondsLeft: null });
    now = 4000;
    tracker.within(24 * MB);
    // 4 MB in 4 s since the first bytes of this attempt: 16 MB to go.
    expect(reports.at(-1)).toMatchObject({ bytes: 24 * MB, secondsLeft: 16 });
  });

  it('drops the half file from the bytes when the connection breaks', () => {
    const reports: KeepProgress[] = [];
    const tracker = createKeepProgress((p) => reports.push(p));
    tracker.expect(1, 10 * MB);
    tracker.within(0);
    tracker.within(5 * MB);
    tracker.interrupted();
    expect(reports.at(-1)).toMatchObject({ bytes: 0, secondsLeft: null });
  });

  it('says the time left in words', () => {
    expect(describeTimeLeft(20)).toBe('less than a minute left');
    expect(describeTimeLeft(150)).toBe('about 3 min left');
    expect(describeTimeLeft(3600)).toBe('about 1 h left');
    expect(describeTimeLeft(5400)).toBe('about 1 h 30 min left');
  });
});

describe('keep plan', () => {
  const files = planFiles(
    [
      makeDocument({ id: 'small', fileSizeKB: 5 * 1024 }),
      makeDocument({ id: 'large', fileSizeKB: 150 * 1024 }),
      makeDocument({ id: 'larger', fileSizeKB: 40 * 1024 }),
    ],
    [],
  );

  it('totals the files and lists the large ones, largest first', () => {
    const plan = keepPlan(files, []);
    expect(plan.bytes).toBe(195 * MB);
    expect(plan.files).toBe(3);
    expect(plan.large.map((file) => file.id)).toEqual(['large', 'larger']);
    expect(plan.large.every((file) => file.bytes >= LARGE_FILE_BYTES)).toBe(true);
  });

  it('keeps a document left out when a newer version of it comes', () => {
    const excluded = [urls.documentFile('large', 1)];
    const newer = planFiles(
      [
        makeDocument({ id: 'large', fileSizeKB: 150 * 1024, currentVersion: 2 }),
        makeDocument({ id: 'large-2', fileSizeKB: 5 * 1024 }),
      ],
      [],
    );
    expect(newer.map((file) => isLeftOut(file, excluded))).toEqual([true, false]);
    expect(keepPlan(newer, excluded).bytes).toBe(5 * MB);
  });

  it('leaves out what the engineer unticked, still listing it to tick again', () => {
    const plan = keepPlan(files, [urls.documentFile('large', 1)]);
    expect(plan.bytes).toBe(45 * MB);
    expect(plan.files).toBe(2);
    expect(plan.large).toHaveLength(2);
  });
});
