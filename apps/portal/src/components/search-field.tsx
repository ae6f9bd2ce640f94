import { CloseButton, TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { Search } from 'lucide-react';
import { useState } from 'react';

/** How long typing pauses before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchFieldProps extends Pick<
  TextInputProps,
  'label' | 'placeholder' | 'description' | 'style' | 'w' | 'maxLength'
> {
  /** The search in the URL; undefined for none. */
  value: string | undefined;
  /** Called with the trimmed search (undefined when empty) once typing pauses or on clear. */
  onChange: (search: string | undefined) => void;
}

/** A list's search box: debounced, cleared with its X, following back/forward. */
export function SearchField({ value, onChange, ...inputProps }: SearchFieldProps) {
  const urlSearch = value ?? '';
  const [text, setText] = useState(urlSearch);
  const [shownSearch, setShownSearch] = useState(urlSearch);
  // Back/forward changes the URL: show its search rather than what was typed before.
  if (urlSearch !== shownSearch) {
    setShownSearch(urlSearch);
    setText(urlSearch);
  }

  const push = useDebouncedCallback((next: string) => {
    const search = next.trim() || undefined;
    if (search !== value) onChange(search);
  }, SEARCH_DEBOUNCE_MS);

  const type = (next: string) => {
    setText(next);
    push(next);
  };

  return (
    <TextInput
      {...inputProps}
      leftSection={<Search size={16} aria-hidden />}
      value={text}
      onChange={(event) => type(event.currentTarget.value)}
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label="Clear search"
            onClick={() => {
              type('');
              push.flush();
            }}
          />
        ) : null
      }
    />
  );
}
