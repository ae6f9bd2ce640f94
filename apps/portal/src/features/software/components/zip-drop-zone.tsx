import { Box, Button, Group, Input, Stack, Text, ThemeIcon } from '@mantine/core';
import { bytesToKB, formatFileSize } from '@toolbox/domain';
import { FileArchive, UploadCloud, X } from 'lucide-react';
import type { DragEvent } from 'react';
import { useId, useRef, useState } from 'react';
import classes from './zip-drop-zone.module.css';

/** What the file picker offers; anything can still be dropped, so the name is checked too. */
const ACCEPT = '.zip,application/zip,application/x-zip-compressed';

interface ZipDropZoneProps {
  file: File | null;
  /** The message under the area: Only ZIP files are allowed., or the file is missing. */
  error?: string | undefined;
  disabled?: boolean;
  onChange: (file: File | null) => void;
}

/**
 * The software file: dropped on the area or chosen with its button (keyboard reachable). Only the
 * first file of a drop counts; whether it is a ZIP is the form's check, so its message shows here.
 */
export function ZipDropZone({ file, error, disabled = false, onChange }: ZipDropZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const buttonId = useId();
  const errorId = useId();

  const open = () => {
    if (!disabled) inputRef.current?.click();
  };
  const over = (event: DragEvent) => {
    event.preventDefault();
    if (!disabled) setDragging(true);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (!disabled && dropped) onChange(dropped);
  };

  return (
    <Input.Wrapper
      label="ZIP file"
      labelProps={{ htmlFor: buttonId }}
      withAsterisk
      description="The package as one .zip file. Its SHA-256 is calculated before it is sent."
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
        data-testid="software-file-zone"
        onClick={open}
        onDragOver={over}
        onDragEnter={over}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <ThemeIcon size={44} radius="md" variant="light" color={error ? 'red' : 'brand'}>
          {file ? <FileArchive size={22} aria-hidden /> : <UploadCloud size={22} aria-hidden />}
        </ThemeIcon>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          {file ? (
            <>
              <Text fw={600} size="sm" truncate data-testid="software-file-name">
                {file.name}
              </Text>
              <Text size="xs" c="dimmed">
                {formatFileSize(Math.max(1, bytesToKB(file.size)))}
              </Text>
            </>
          ) : (
            <>
              <Text fw={600} size="sm">
                Drop the ZIP file here
              </Text>
              <Text size="xs" c="dimmed">
                or choose it from your computer
              </Text>
            </>
          )}
        </Stack>
        <Group gap="xs" wrap="nowrap">
          {file ? (
            <Button
              variant="subtle"
              color="gray"
              size="xs"
              leftSection={<X size={14} aria-hidden />}
              disabled={disabled}
              onClick={(event) => {
                event.stopPropagation();
                onChange(null);
              }}
            >
              Remove
            </Button>
          ) : null}
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
      <input
        ref={inputRef}
        type="file"
        accept={ACCEPT}
        hidden
        tabIndex={-1}
        disabled={disabled}
        data-testid="software-file-input"
        onChange={(event) => {
          const chosen = event.currentTarget.files?.[0];
          // Cleared, so choosing the same file again after removing it still counts.
          event.currentTarget.value = '';
          if (chosen) onChange(chosen);
        }}
      />
    </Input.Wrapper>
  );
}
