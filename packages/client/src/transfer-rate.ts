/** How far back a speed is measured: long enough to smooth a bursty link, short enough to follow it. */
const SPEED_WINDOW_MS = 8_000;
/** No estimate before this much of a window has passed: the first bytes say little. */
const FIRST_ESTIMATE_MS = 1_500;

/**
 * The speed of a transfer (an upload, a download, a hash) over its last few seconds, from the
 * bytes reported as they move. Shared by the portal's uploads and the toolbox's offline keeps.
 */
export function createRateMeter(now: () => number = Date.now) {
  const samples: { at: number; total: number }[] = [];
  let total = 0;
  return {
    /** `bytes` more have moved just now. */
    add(bytes: number) {
      if (bytes <= 0) return;
      total += bytes;
      samples.push({ at: now(), total });
    },
    /** The transfer broke off or changed phase: the speed starts afresh. */
    reset() {
      samples.length = 0;
    },
    /** Bytes per second over the last few seconds; null until there is a speed to go by. */
    bytesPerSecond(): number | null {
      const at = now();
      while (samples.length > 1 && at - samples[0]!.at > SPEED_WINDOW_MS) samples.shift();
      const first = samples[0];
      if (!first || at - first.at < FIRST_ESTIMATE_MS) return null;
      const speed = (total - first.total) / ((at - first.at) / 1000);
      return speed > 0 ? speed : null;
    },
  };
}

/** Whole seconds left for `bytesLeft` at `bytesPerSecond`, or null without a speed. */
export function secondsLeft(bytesLeft: number, bytesPerSecond: number | null): number | null {
  return bytesPerSecond === null ? null : Math.ceil(Math.max(0, bytesLeft) / bytesPerSecond);
}

/** The time left, as a progress line says it: "about 3 min left". */
export function describeTimeLeft(seconds: number): string {
  if (seconds < 60) return 'less than a minute left';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `about ${minutes} min left`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `about ${hours} h left` : `about ${hours} h ${rest} min left`;
}

/** A speed as a progress line says it: "12.4 MB/s", "850 KB/s". */
export function describeSpeed(bytesPerSecond: number): string {
  const kb = bytesPerSecond / 1024;
  return kb < 1024 ? `${Math.max(1, Math.round(kb))} KB/s` : `${(kb / 1024).toFixed(1)} MB/s`;
}
