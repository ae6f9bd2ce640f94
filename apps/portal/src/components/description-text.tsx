import { Text } from '@mantine/core';

/** A record's description as typed (its line breaks kept), or word that it has none. */
export function DescriptionText({ text }: { text: string | null | undefined }) {
  return text ? (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
      {text}
    </Text>
  ) : (
    <Text size="sm" c="dimmed">
      No description.
    </Text>
  );
}
