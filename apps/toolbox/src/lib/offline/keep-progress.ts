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

/** How far back the speed is measured: long enough to smooth a bursty link, short enough to follow it. */
const SPEED_WINDOW_MS = 8_000;
/** No estimate before this much of a window has passed: the first bytes say little. */
const FIRST_ESTIMATE_MS = 1_500;

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
  /** Bytes downloaded over the network, with when: the speed's samples. */
  const samples: { at: number; downloaded: number }[] = [];
  let downloaded = 0;
  /** Bytes of the file under way that have arrived (not yet in `progress.bytes`). */
  let inFlight = 0;
  let fileStarted = false;

  const estimate = (): number | null => {
    const at = now();
    while (samples.length > 1 && at - samples[0]!.at > SPEED_WINDOW_MS) samples.shift();
    const first = samples[0];
    if (!first || at - first.at < FIRST_ESTIMATE_MS) return null;
    const speed = (downloaded - first.downloaded) / ((at - first.at) / 1000);
    if (speed <= 0) return null;
    const left = Math.max(0, progress.totalBytes - progress.bytes - inFlight);
    return Math.ceil(left / speed);
  };
  const report = () => {
    progress.secondsLeft = estimate();
    onProgress?.({ ...progress, bytes: progress.bytes + inFlight });
  };
  const arrived = (bytes: number) => {
    if (bytes <= 0) return;
    downloaded += bytes;
    samples.push({ at: now(), downloaded });
  };

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
      samples.length = 0;
      report();
    },
  };
}
export type KeepTracker = ReturnType<typeof createKeepProgress>;

/** The time left, as the progress line says it: "about 3 min left". */
export function describeTimeLeft(seconds: number): string {
  if (seconds < 60) return 'less than a minute left';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `about ${minutes} min left`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `about ${hours} h left` : `about ${hours} h ${rest} min left`;
}
