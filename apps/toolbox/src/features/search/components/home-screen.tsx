import { Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { messages } from '@toolbox/domain';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { KeptFilesList } from '@/components/kept-files-list';
import { Section } from '@/components/section';
import { SearchResults } from './search-results';
import { WhatsNew } from './whats-new';

/** Home: one search box across the catalogue, what is new since the last visit, what is kept. */
export function HomeScreen() {
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const [debounced] = useDebouncedValue(text.trim(), 250);

  const onChange = (value: string) => {
    setText(value);
    setParams(value.trim() ? { q: value } : {}, { replace: true });
  };

  return (
    <Stack gap="lg">
      <TextInput
        size="lg"
        radius="xl"
        type="search"
        aria-label="Search"
        placeholder={messages.toolbox.searchPlaceholder}
        leftSection={<Search size={20} aria-hidden />}
        value={text}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      {debounced ? (
        <SearchResults text={debounced} />
      ) : (
        <>
          <Section title="New since your last visit">
            <WhatsNew />
          </Section>
          <Section title="On this device">
            <KeptFilesList limit={5} />
          </Section>
        </>
      )}
    </Stack>
  );
}
