import { describe, expect, it } from 'vitest';
import { createRateMeter, describeSpeed, describeTimeLeft, secondsLeft } from './transfer-rate';

describe('createRateMeter', () => {
  it('has no speed until a second and a half of bytes have moved', () => {
    let now = 0;
    const meter = createRateMeter(() => now);
    meter.add(1000);
    now = 1000;
    meter.add(1000);
    expect(meter.bytesPerSecond()).toBeNull();
    now = 2000;
    meter.add(2000);
    // 3,000 bytes after the first sample, in 2 s.
    expect(meter.bytesPerSecond()).toBe(1500);
  });

  it('follows the last eight seconds and starts afresh after a reset', () => {
    let now = 0;
    const meter = createRateMeter(() => now);
    for (; now <= 20_000; now += 1000) meter.add(now < 10_000 ? 10_000 : 1000);
    now -= 1000;
    expect(meter.bytesPerSecond()).toBe(1000);
    meter.reset();
    expect(meter.bytesPerSecond()).toBeNull();
  });
});

describe('the progress line', () => {
  it('says the time left and the speed in words', () => {
    expect(secondsLeft(10_000, 1000)).toBe(10);
    expect(secondsLeft(10_000, null)).toBeNull();
    expect(describeTimeLeft(20)).toBe('less than a minute left');
    expect(describeTimeLeft(150)).toBe('about 3 min left');
    expect(describeTimeLeft(3 * 3600)).toBe('about 3 h left');
    expect(describeTimeLeft(3 * 3600 + 600)).toBe('about 3 h 10 min left');
    expect(describeSpeed(850 * 1024)).toBe('850 KB/s');
    expect(describeSpeed(12.4 * 1024 * 1024)).toBe('12.4 MB/s');
  });
});
