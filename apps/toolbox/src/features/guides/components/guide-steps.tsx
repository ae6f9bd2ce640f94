import { Button, Group, Image, Paper, Progress, Stack, Text } from '@mantine/core';
import type { GuideStep } from '@toolbox/domain';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect } from 'react';
import { urls } from '@/lib/urls';
import classes from './guide-steps.module.css';

/**
 * One step at a time, large enough to read at arm's length, with Previous and Next within
 * reach of the thumb (and the arrow keys on a laptop).
 */
export function GuideSteps({
  steps,
  index,
  onIndex,
  finished,
}: {
  steps: GuideStep[];
  index: number;
  onIndex: (index: number) => void;
  /** Shown after the last step: the "did this fix it?" question. */
  finished: React.ReactNode;
}) {
  const done = index >= steps.length;
  const step = steps[index];

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement)
        return;
      if (event.key === 'ArrowRight' && index < steps.length) onIndex(index + 1);
      if (event.key === 'ArrowLeft' && index > 0) onIndex(index - 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [index, onIndex, steps.length]);

  return (
    <Stack gap="md">
      <Progress
        value={(Math.min(index + 1, steps.length) / Math.max(steps.length, 1)) * 100}
        aria-label="Progress through the steps"
        size="sm"
      />
      {done ? (
        finished
      ) : (
        <Paper withBorder p="md" radius="md" aria-live="polite" data-testid="guide-step">
          <Stack gap="sm">
            <Text size="sm" c="dimmed" fw={600}>
              Step {index + 1} of {steps.length}
            </Text>
            <Text fz={20} lh={1.45} style={{ whiteSpace: 'pre-wrap' }}>
              {step?.text}
            </Text>
            {step?.imagePath && (
              <Image src={urls.image(step.imagePath)} alt={`Step ${index + 1}`} radius="md" />
            )}
          </Stack>
        </Paper>
      )}
      <Group grow className={classes.controls}>
        {/* Less side padding than size lg's: both labels fit at 320 px (issue #18 item 8). */}
        <Button
          size="lg"
          px="sm"
          variant="default"
          leftSection={<ChevronLeft size={20} />}
          disabled={index === 0}
          onClick={() => onIndex(index - 1)}
        >
          Previous
        </Button>
        <Button
          size="lg"
          px="sm"
          rightSection={<ChevronRight size={20} />}
          disabled={done}
          onClick={() => onIndex(index + 1)}
        >
          {index === steps.length - 1 ? 'Finish' : 'Next'}
        </Button>
      </Group>
    </Stack>
  );
}
