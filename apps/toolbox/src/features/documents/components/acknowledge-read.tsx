import { Alert, Button, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { messages } from '@toolbox/domain';
import { BookCheck } from 'lucide-react';
import { useOnline } from '@/lib/use-online';
import { acknowledgementQuery, useAcknowledge } from '../api/acknowledgement';

/**
 * "I have read this" for the version shown (docs/product.md#document-acknowledgements): a button
 * until the engineer confirms, then when they did. Hidden while the answer is not known.
 */
export function AcknowledgeRead({ documentId, version }: { documentId: string; version: number }) {
  const online = useOnline();
  const acknowledgement = useQuery(acknowledgementQuery(documentId));
  const acknowledge = useAcknowledge(documentId);

  if (!acknowledgement.isSuccess) return null;
  const given = acknowledgement.data;
  if (given && given.versionNumber === version) {
    const on = new Date(given.acknowledgedAt).toLocaleDateString();
    return (
      <Text size="sm" c="dimmed" role="status">
        {messages.toolbox.acknowledged(given.versionNumber, on)}
      </Text>
    );
  }
  return (
    <>
      {acknowledge.isError && (
        <Alert color="red" role="alert">
          {messages.toolbox.acknowledgeFailed}
        </Alert>
      )}
      <Button
        variant="light"
        leftSection={<BookCheck size={18} />}
        loading={acknowledge.isPending}
        disabled={!online}
        onClick={() => acknowledge.mutate()}
      >
        {messages.toolbox.acknowledge}
      </Button>
    </>
  );
}
