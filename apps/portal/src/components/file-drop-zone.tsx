import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { formatFileSize, bytesToKB } from '@toolbox/domain';
import { FileUp } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { FileTypeBadge } from './file-type-badge';

interface FileDropZoneProps {
  file: File | null;
  onFile: (file: File) => void;
  /** The input's `accept`, e.g. `.zip,application/zip`. */
  accept?: string;
  /** What to drop, e.g. "Drop a document here". */
  prompt: string;
  error?: string | undefined;
  disabled?: boolean;
}

/**
 * A file chooser that also takes a dropped file: a large target that opens the file dialog on
 * click, Enter or Space, shows the chosen file's name, type and size, and its error.
 */
export function FileDropZone({ file, onFile, accept, prompt, error, disabled }: FileDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const errorId = useId();

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && !disabled) onFile(dropped);
  };

  return (
    <Stack gap={4}>
      <UnstyledButton
        type="button"
        onClick={() => input.current?.click()}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        disabled={disabled}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        style={{
          border: `2px dashed var(--mantine-color-${error ? 'red-6' : dragging ? 'blue-6' : 'gray-4'})`,
          borderRadius: 'var(--mantine-radius-md)',
          background: dragging ? 'var(--mantine-color-blue-0)' : 'var(--mantine-color-gray-0)',
          padding: 'var(--mantine-spacing-xl)',
          opacity: disabled ? 0.6 : 1,
        }}
      >
        {file ? (
          <Group gap="sm" justify="center">
            <FileTypeBadge type={file.name} />
            <Text fw={600}>{file.name}</Text>
            <Text c="dimmed" size="sm">
              {formatFileSize(bytesToKB(file.size))}
            </Text>
            <Text c="blue" size="sm">
              Choose another file
            </Text>
          </Group>
        ) : (
          <Stack align="center" gap={6}>
            <FileUp size={32} strokeWidth={1.5} color="var(--mantine-color-gray-6)" aria-hidden />
            <Text fw={600}>{prompt}</Text>
            <Text c="dimmed" size="sm">
              or click to choose a file
            </Text>
          </Stack>
        )}
      </UnstyledButton>
      <input
        ref={input}
        type="file"
        hidden
        accept={accept}
        data-testid="file-input"
        onChange={(event) => {
          const chosen = event.currentTarget.files?.[0];
          if (chosen) onFile(chosen);
          event.currentTarget.value = '';
        }}
      />
      {error ? (
        <Text id={errorId} c="red" size="sm" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
