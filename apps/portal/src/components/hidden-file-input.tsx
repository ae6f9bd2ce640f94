import type { Ref } from 'react';

interface HiddenFileInputProps {
  ref: Ref<HTMLInputElement>;
  /** The picker's `accept`. */
  accept?: string | undefined;
  disabled?: boolean | undefined;
  testId: string;
  onChoose: (file: File) => void;
}

/**
 * The browser's file picker behind a button of our own: hidden, out of the tab order, and
 * cleared after each choice, so choosing the same file again (after removing it) still counts.
 */
export function HiddenFileInput({ ref, accept, disabled, testId, onChoose }: HiddenFileInputProps) {
  return (
    <input
      ref={ref}
      type="file"
      accept={accept}
      hidden
      tabIndex={-1}
      disabled={disabled}
      data-testid={testId}
      onChange={(event) => {
        const chosen = event.currentTarget.files?.[0];
        event.currentTarget.value = '';
        if (chosen) onChoose(chosen);
      }}
    />
  );
}
