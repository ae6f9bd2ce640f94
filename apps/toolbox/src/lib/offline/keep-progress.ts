import { createRateMeter, secondsLeft } from '@toolbox/client';

export interface KeepProgress {
  /** Bytes kept so far (including what a broken-off keep had kept) and the total expected. */
  bytes: number;
  totalBytes: number;
  /** Items (answers, images, files) done out of all of them. */
  done: number;
  total: number;
  /** Seconds left at the speed of the last few seconds, once there is a speed to go by. */
  secondsLeft: number | null;
}

/**
 * Progress as a keep reports it (issue #18 item 5): items and bytes, with bytes moving within a
 * file as it downloads, and the time left from the bytes that came over the network lately.
 * Bytes a keep already had (a file kept before) count as done but not towards the speed.
 */
export function createKeepProgress(
  onProgress: ((progress: KeepProgress) => void) | undefined,
  now: () => number = Date.now,
) {
  const progress: KeepProgress = { bytes: 0, totalBytes: 0, done: 0, total: 0, secondsLeft: null };
  /** The speed of the bytes that came over the network. */
  const meter = createRateMeter(now);
  /** Bytes of the file under way that have arrived (not yet in `progress.bytes`). */
  let inFlight = 0;
  let fileStarted = false;

  const report = () => {
    const left = progress.totalBytes - progress.bytes - inFlight;
    progress.secondsLeft = secondsLeft(left, meter.bytesPerSecond());
    onProgress?.({ ...progress, bytes: progress.bytes + inFlight });
  };
  const arrived = (bytes: number) => meter.add(bytes);

  return {
    progress,
    report,
    /** More to come: items, and the bytes they are expected to weigh. */
    expect(items: number, bytes: number) {
      progress.total += items;
      progress.totalBytes += bytes;
    },
    /**
     * The file under way has `received` bytes: on the first call, what an earlier attempt had
     * saved (not counted towards the speed); then the bytes arriving.
     */
    within(received: number) {
      if (fileStarted) arrived(received - inFlight);
      fileStarted = true;
      inFlight = received;
      report();
    },
    /**
     * An item is done and weighs `bytes`. `network` says they came over the network just now,
     * for an item whose bytes were not reported with `within`.
     */
    step(bytes: number, { network }: { network: boolean }) {
      if (network) arrived(bytes);
      inFlight = 0;
      fileStarted = false;
      progress.bytes += bytes;
      progress.done += 1;
      report();
    },
    /** The connection broke: the file under way is not done, and the speed starts afresh. */
    interrupted() {
      inFlight = 0;
      fileStarted = false;
      meter.reset();
      report();
    },
  };
}
export type KeepTracker = ReturnType<typeof createKeepProgress>;
