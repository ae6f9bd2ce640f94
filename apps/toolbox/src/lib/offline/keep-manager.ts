import { ApiError } from '@toolbox/client/http';
import { useSyncExternalStore } from 'react';
import { offlineDb } from './db';
import { keepMachine } from './keep-machine';
import type { KeepProgress } from './keep-progress';
import { keepJobs, removeKeptMachine } from './kept-machines';
import { DownloadInterruptedError, DownloadRefusedError } from './resumable-download';

/**
 * What a machine's keep is doing (issue #18 item 5), whichever screen is open: keeping (with its
 * progress), broken off by the connection (with what it had kept), or stopped by a refusal.
 * No state: no keep is under way or waiting.
 */
export type KeepState =
  | { status: 'keeping'; progress: KeepProgress | null }
  | { status: 'interrupted'; progress: KeepProgress | null }
  | { status: 'failed'; message: string };

const states = new Map<string, KeepState>();
const running = new Map<string, { controller: AbortController; settled: Promise<void> }>();
const retries = new Map<string, { timer: ReturnType<typeof setTimeout>; attempt: number }>();
const listeners = new Set<() => void>();

function setState(machineId: string, state: KeepState | undefined) {
  if (state) states.set(machineId, state);
  else states.delete(machineId);
  for (const listener of listeners) listener();
}

/** A keep broken off by the connection tries again by itself: soon, then less often. */
function scheduleRetry(machineId: string) {
  const attempt = (retries.get(machineId)?.attempt ?? 0) + 1;
  clearTimeout(retries.get(machineId)?.timer);
  const delay = Math.min(10_000 * 2 ** (attempt - 1), 120_000);
  const timer = setTimeout(() => {
    if (navigator.onLine) void resumeKeeps();
    else scheduleRetry(machineId);
  }, delay);
  retries.set(machineId, { timer, attempt });
}

function clearRetry(machineId: string) {
  clearTimeout(retries.get(machineId)?.timer);
  retries.delete(machineId);
}

/** A dropped connection, or a refusal that may pass (a proxy's 429 or 503): waited out. */
const passes = (error: unknown) =>
  error instanceof DownloadInterruptedError ||
  ((error instanceof DownloadRefusedError || error instanceof ApiError) &&
    (error.status === 429 || error.status >= 500));

/**
 * Starts (or continues) keeping a machine, leaving out `excluded` files when given. Runs on its
 * own, not with the screen: the engineer may go elsewhere while it keeps.
 */
export function startKeep(
  machineId: string,
  options: { excluded?: string[]; onSettled?: () => void } = {},
): void {
  if (running.has(machineId)) return;
  clearRetry(machineId);
  const controller = new AbortController();
  let last: KeepProgress | null = null;
  setState(machineId, { status: 'keeping', progress: null });
  const settled = keepMachine(machineId, {
    ...(options.excluded ? { excluded: options.excluded } : {}),
    signal: controller.signal,
    onProgress: (progress) => {
      last = progress;
      setState(machineId, { status: 'keeping', progress });
    },
  })
    .then(() => setState(machineId, undefined))
    .catch(async (error: unknown) => {
      if (controller.signal.aborted) return setState(machineId, undefined);
      if (passes(error)) {
        setState(machineId, { status: 'interrupted', progress: last });
        return scheduleRetry(machineId);
      }
      const message = error instanceof Error ? error.message : String(error);
      // Stopped for good: the job stays (Remove frees what it kept) and waits for the engineer.
      const db = await offlineDb();
      const job = await db.get('keeps', machineId);
      if (job) await db.put('keeps', { ...job, failed: message });
      setState(machineId, { status: 'failed', message });
    })
    .finally(() => {
      running.delete(machineId);
      options.onSettled?.();
    });
  running.set(machineId, { controller, settled });
}

/**
 * Continues the keeps that broke off, when the app starts and whenever the signal returns. A
 * keep that stopped for good is shown, not tried again; without signal each waits.
 */
export async function resumeKeeps(): Promise<void> {
  const jobs = await keepJobs().catch(() => []);
  for (const job of jobs) {
    if (running.has(job.machineId)) continue;
    if (job.failed) setState(job.machineId, { status: 'failed', message: job.failed });
    else if (!navigator.onLine) {
      const state = states.get(job.machineId);
      setState(job.machineId, {
        status: 'interrupted',
        progress: state && state.status !== 'failed' ? state.progress : null,
      });
    } else startKeep(job.machineId);
  }
}

/** Stops a keep under way and removes everything it and earlier keeps of the machine kept. */
export async function removeMachineCopy(machineId: string): Promise<void> {
  const keep = running.get(machineId);
  keep?.controller.abort();
  clearRetry(machineId);
  // Whatever the stopped keep was writing lands before it is removed.
  await keep?.settled;
  await removeKeptMachine(machineId);
  setState(machineId, undefined);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The keep state of one machine, kept current. */
export function useKeepState(machineId: string): KeepState | undefined {
  return useSyncExternalStore(subscribe, () => states.get(machineId));
}
