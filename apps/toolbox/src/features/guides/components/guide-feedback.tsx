import { Alert, Button, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { messages } from '@toolbox/domain';
import { CloudUpload, ThumbsDown, ThumbsUp } from 'lucide-react';
import { useOutboxEntry } from '@/lib/offline/outbox';
import { useGuideFeedback } from '../api/send-guide-feedback';

/** After the last step: did the guide fix the machine? The answer is recorded for admins. */
export function GuideFeedback({ machineId, guideId }: { machineId: string; guideId: string }) {
  const feedback = useGuideFeedback(machineId, guideId);
  // Queued without signal: "saved" until the outbox sends it, then thanks (issue #18 item 1).
  const queued = feedback.data?.state === 'queued' ? feedback.data.id : null;
  const waiting = useOutboxEntry(queued);
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Text fz={20} fw={600}>
          Did this fix it?
        </Text>
        {feedback.isSuccess && waiting ? (
          <Alert color="yellow" role="status" icon={<CloudUpload size={18} />}>
            {messages.toolbox.savedOffline}
          </Alert>
        ) : feedback.isSuccess ? (
          <Alert color="brand" role="status">
            {messages.toolbox.feedbackThanks}
          </Alert>
        ) : (
          // One under the other on a phone: side by side, their labels were cut off.
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Button
              size="lg"
              leftSection={<ThumbsUp size={20} />}
              loading={feedback.isPending && feedback.variables}
              onClick={() => feedback.mutate(true)}
            >
              This fixed it
            </Button>
            <Button
              size="lg"
              variant="default"
              leftSection={<ThumbsDown size={20} />}
              loading={feedback.isPending && !feedback.variables}
              onClick={() => feedback.mutate(false)}
            >
              It did not
            </Button>
          </SimpleGrid>
        )}
        {feedback.isError && (
          <Text size="sm" c="red" role="alert">
            {feedback.error.message}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
