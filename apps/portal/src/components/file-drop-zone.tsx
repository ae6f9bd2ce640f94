import { Box, Button, Group, Input, Stack, Text, ThemeIcon } from '@mantine/core';
import { formatBytes } from '@toolbox/domain';
import { FileIcon, UploadCloud, X } from 'lucide-react';
import type { DragEvent, ReactNode } from 'react';
import { useId, useRef, useState } from 'react';
import { FileTypeBadge } from './file-type-badge';
import { HiddenFileInput } from './hidden-file-input';
import classes from './file-drop-zone.module.css';

interface FileDropZoneProps {
  file: File | null;
  /** A chosen or dropped file, or null when Remove is pressed. */
  onChange: (file: File | null) => void;
  /** The field's name, e.g. "ZIP file". */
  label: string;
  description?: ReactNode;
  /** What to drop, e.g. "Drop a document here". */
  prompt: string;
  /** The picker's `accept`, e.g. `.zip,application/zip`; a drop can still bring anything. */
  accept?: string;
  error?: string | undefined;
  disabled?: boolean;
  required?: boolean;
}

/** The chosen file's type, name and size, or the prompt while there is none. */
function FileSummary({ file, prompt }: { file: File | null; prompt: string }) {
  return (
    <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
      {file ? (
        <>
          <Group gap="xs" wrap="nowrap">
            <FileTypeBadge type={file.name} />
            <Text fw={600} size="sm" truncate data-testid="file-name">
              {file.name}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {formatBytes(file.size)}
          </Text>
        </>
      ) : (
        <>
          <Text fw={600} size="sm">
            {prompt}
          </Text>
          <Text size="xs" c="dimmed">
            or choose it from your computer
          </Text>
        </>
      )}
    </Stack>
  );
}

/** Drag-over state and the handlers that take the first file of a drop (unless disabled). */
function useFileDrop(disabled: boolean, onDrop: (file: File) => void) {
  const [dragging, setDragging] = useState(false);
  const over = (event: DragEvent) => {
    event.preventDefault();
    if (!disabled) setDragging(true);
  };
  return {
    dragging,
    handlers: {
      onDragOver: over,
      onDragEnter: over,
      onDragLeave: () => setDragging(false),
      onDrop: (event: DragEvent) => {
        event.preventDefault();
        setDragging(false);
        const dropped = event.dataTransfer.files[0];
        if (!disabled && dropped) onDrop(dropped);
      },
    },
  };
}

/**
 * A file field: dropped on the area or chosen with its button (keyboard reachable), shown with
 * its type and size, and removable. Only the first file of a drop counts; whether the file fits
 * is the form's check, so its message shows here.
 */
export function FileDropZone({
  file,
  onChange,
  label,
  description,
  prompt,
  accept,
  error,
  disabled = false,
  required = false,
}: FileDropZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const { dragging, handlers } = useFileDrop(disabled, onChange);
  const buttonId = useId();
  const errorId = useId();

  return (
    <Input.Wrapper
      label={label}
      labelProps={{ htmlFor: buttonId }}
      withAsterisk={required}
      description={description}
      error={error}
      errorProps={{ id: errorId }}
      inputWrapperOrder={['label', 'description', 'input', 'error']}
    >
      <Box
        className={classes.zone}
        mt={6}
        data-dragging={dragging || undefined}
        data-invalid={error ? true : undefined}
        data-disabled={disabled || undefined}
        data-testid="file-drop-zone"
        onClick={() => {
          if (!disabled) inputRef.current?.click();
        }}
        {...handlers}
      >
        <ThemeIcon size={44} radius="md" variant="light" color={error ? 'red' : 'brand'}>
          {file ? <FileIcon size={22} aria-hidden /> : <UploadCloud size={22} aria-hidden />}
        </ThemeIcon>
        <FileSummary file={file} prompt={prompt} />
        <Group gap="xs" wrap="nowrap">
          {file ? <RemoveButton disabled={disabled} onRemove={() => onChange(null)} /> : null}
          <Button
            id={buttonId}
            variant="default"
            size="xs"
            disabled={disabled}
            aria-describedby={error ? errorId : undefined}
            aria-invalid={error ? true : undefined}
          >
            {file ? 'Choose another file' : 'Choose file'}
          </Button>
        </Group>
      </Box>
      <HiddenFileInput
        ref={inputRef}
        accept={accept}
        disabled={disabled}
        testId="file-input"
        onChoose={onChange}
      />
    </Input.Wrapper>
  );
}

/** Takes the chosen file away; the click stays off the area, which would open the picker. */
function RemoveButton({ disabled, onRemove }: { disabled: boolean; onRemove: () => void }) {
  return (
    <Button
      variant="subtle"
      color="gray"
      size="xs"
      leftSection={<X size={14} aria-hidden />}
      disabled={disabled}
      onClick={(event) => {
        event.stopPropagation();
        onRemove();
      }}
    >
      Remove
    </Button>
  );
}
