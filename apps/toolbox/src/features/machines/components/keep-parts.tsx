import { Checkbox, Progress, Stack, Text } from '@mantine/core';
import { describeTimeLeft } from '@toolbox/client';
import { formatBytes, relativeAge } from '@toolbox/domain';
import type { KeptFile, KeptMachine } from '@/lib/offline/db';
import { isLeftOut, keepPlan, type PlannedFile } from '@/lib/offline/keep-plan';
import type { KeepProgress } from '@/lib/offline/keep-progress';

/**
 * What keeping the machine takes, before the tap (issue #18 item 5): the files' size, and each
 * large file with a box to leave it out.
 */
export function KeepPlanChoice({
  files,
  excluded,
  onExcludedChange,
  kept,
}: {
  files: PlannedFile[];
  excluded: string[];
  onExcludedChange: (excluded: string[]) => void;
  /** Kept already: the summary says the size; only the choice of large files stays. */
  kept: boolean;
}) {
  const plan = keepPlan(files, excluded);
  return (
    <Stack gap={6}>
      {!kept && (
        <Text size="sm" data-testid="keep-plan">
          Takes about {formatBytes(plan.bytes)} on this device: {plan.files}{' '}
          {plan.files === 1 ? 'file' : 'files'}, with the guides, part diagrams and specifications.
        </Text>
      )}
      {plan.large.length > 0 && (
        <Checkbox.Group
          label="Large files"
          description="Untick a file to leave it out."
          value={plan.large.filter((file) => !isLeftOut(file, excluded)).map((file) => file.url)}
          onChange={(keep) =>
            onExcludedChange(
              plan.large.map((file) => file.url).filter((url) => !keep.includes(url)),
            )
          }
        >
          <Stack gap={4} mt={6}>
            {plan.large.map((file) => (
              <Checkbox
                key={file.url}
                value={file.url}
                label={`${file.title} · ${formatBytes(file.bytes)}`}
              />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
    </Stack>
  );
}

/** Bytes and items kept so far while keeping, moving within each file, with the time left. */
export function KeepingProgress({ progress }: { progress: KeepProgress | null }) {
  const percent =
    progress && progress.totalBytes > 0 ? (progress.bytes / progress.totalBytes) * 100 : 0;
  return (
    <Stack gap={4}>
      <Progress
        value={percent}
        aria-label="Keeping for offline use"
        aria-valuetext={`${Math.floor(percent)}%`}
        striped
        animated
      />
      <Text size="sm" c="dimmed" role="status" data-testid="keep-progress">
        {progress
          ? `${formatBytes(progress.bytes)} of ${formatBytes(progress.totalBytes)} · ${progress.done} of ${progress.total} items${
              progress.secondsLeft !== null ? ` · ${describeTimeLeft(progress.secondsLeft)}` : ''
            }`
          : 'Starting…'}
      </Text>
    </Stack>
  );
}

/** What a broken-off keep has kept: the files it planned that are on this device. */
export function KeptSoFar({
  planned,
  kept,
}: {
  planned: readonly string[];
  kept: readonly KeptFile[];
}) {
  const done = kept.filter((file) => planned.includes(file.url));
  const bytes = done.reduce((sum, file) => sum + file.sizeBytes, 0);
  return (
    <Text size="sm" c="dimmed" data-testid="kept-so-far">
      Kept so far: {done.length} of {planned.length} {planned.length === 1 ? 'file' : 'files'} (
      {formatBytes(bytes)}).
    </Text>
  );
}

/** When the machine was kept, how much it takes, what it holds and what was left out. */
export function KeptSummary({ kept }: { kept: KeptMachine }) {
  const leftOut = kept.excluded?.length ?? 0;
  return (
    <Text size="sm" c="dimmed" data-testid="kept-summary">
      Kept {relativeAge(kept.keptAt).toLowerCase()} · {formatBytes(kept.totalBytes)} · guides, part
      diagrams, specifications, {kept.fileUrls.length}{' '}
      {kept.fileUrls.length === 1 ? 'file' : 'files'}
      {leftOut > 0 && ` (${leftOut} left out)`}
    </Text>
  );
}
