import { Button, Group, Loader, Progress, Stack, Text } from '@mantine/core';
import { describeSpeed, describeTimeLeft, secondsLeft } from '@toolbox/client';
import { formatBytes } from '@toolbox/domain';
import { Check } from 'lucide-react';
import type { UploadState, UploadStep } from '../lib/use-upload';

/** The product's steps; calculating the SHA-256 runs beside uploading (decision 008). */
const STEPS: { step: UploadStep | 'hashing'; label: string }[] = [
  { step: 'hashing', label: 'Calculating SHA-256' },
  { step: 'uploading', label: 'Uploading' },
  { step: 'saving', label: 'Saving' },
  { step: 'notifying', label: 'Sending notification' },
];

interface UploadProgressProps {
  state: UploadState;
  /** Whether the notification step applies. */
  withNotification: boolean;
  onCancel?: () => void;
}

/**
 * The product's upload sequence (docs/product.md#software-upload) as it happens: each step ticked
 * off, the current ones with their percent (the SHA-256 is calculated while the file is sent), and
 * Cancel while bytes are still being read or sent.
 */
export function UploadProgress({ state, withNotification, onCancel }: UploadProgressProps) {
  const steps = STEPS.filter((s) => withNotification || s.step !== 'notifying');
  const index = steps.findIndex((s) => s.step === state.step);
  const done = state.step === 'done';
  const showsPercent = state.step === 'uploading';
  const isHashing = showsPercent && state.hashPercent < 100;
  return (
    <Stack gap="xs" aria-live="polite">
      <Group gap="lg">
        {steps.map((s, i) => {
          const percent = s.step === 'hashing' ? state.hashPercent : state.percent;
          const finished = s.step === 'hashing' ? !isHashing && index >= 1 : done || i < index;
          const active = s.step === 'hashing' ? isHashing : i === index && !done;
          return (
            <Group key={s.step} gap={6} c={finished ? 'teal' : active ? undefined : 'dimmed'}>
              {finished ? (
                <Check size={14} aria-hidden />
              ) : active ? (
                <Loader size={12} aria-hidden />
              ) : null}
              <Text size="sm" fw={active ? 600 : 400}>
                {s.label}
                {active && showsPercent ? ` ${percent}%` : ''}
              </Text>
            </Group>
          );
        })}
      </Group>
      {showsPercent ? (
        <Group gap="sm" wrap="nowrap">
          <Progress
            value={state.percent}
            style={{ flex: 1 }}
            size="lg"
            animated
            aria-label={`Uploading ${state.percent}%`}
          />
          {onCancel ? (
            <Button variant="default" size="xs" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
        </Group>
      ) : null}
      {showsPercent && state.totalBytes > 0 ? (
        <Text size="xs" c="dimmed" data-testid="upload-rate">
          {transferLine(state)}
        </Text>
      ) : null}
      {state.hashFailed ? (
        <Text size="xs" c="dimmed">
          The browser could not calculate the file’s hash; the server’s own hash is stored.
        </Text>
      ) : null}
    </Stack>
  );
}

/** "45.20 MB of 150.00 MB · 10.3 MB/s · less than a minute left", as far as it is known. */
function transferLine(state: UploadState): string {
  const parts = [`${formatBytes(state.bytes)} of ${formatBytes(state.totalBytes)}`];
  if (state.bytesPerSecond !== null) {
    parts.push(describeSpeed(state.bytesPerSecond));
    const left = secondsLeft(state.totalBytes - state.bytes, state.bytesPerSecond);
    if (left !== null) parts.push(describeTimeLeft(left));
  }
  return parts.join(' · ');
}
