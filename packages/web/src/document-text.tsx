import { Alert, Text, type TextProps } from '@mantine/core';
import { messages, snippetParts, type DocumentTextStatus } from '@toolbox/domain';
import { FileSearch } from 'lucide-react';

/** A search hit's snippet with the matched words marked (issue #22 item 1). */
export function Snippet({ snippet, ...props }: { snippet: string } & TextProps) {
  return (
    <Text size="sm" c="dimmed" lineClamp={3} {...props}>
      {snippetParts(snippet).map((part, index) =>
        part.marked ? (
          <mark
            key={index}
            style={{ background: 'var(--mantine-color-yellow-2)', color: 'inherit', padding: 0 }}
          >
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </Text>
  );
}

const NOTES: Partial<Record<DocumentTextStatus, { text: string; color: string }>> = {
  pending: { text: messages.document.textPending, color: 'blue' },
  'no-text': { text: messages.document.noSearchableText, color: 'gray' },
  failed: { text: messages.document.textFailed, color: 'orange' },
};

/**
 * Whether a PDF's words can be found by search: said when they cannot (a scan, a file that could
 * not be read) or not yet; nothing when they can, or for a file that is not a PDF.
 */
export function SearchableTextNote({ status }: { status: DocumentTextStatus | undefined }) {
  const note = status ? NOTES[status] : undefined;
  if (!note) return null;
  return (
    <Alert
      color={note.color}
      variant="light"
      icon={<FileSearch size={18} aria-hidden />}
      data-testid="searchable-text-note"
      py="xs"
    >
      {note.text}
    </Alert>
  );
}
