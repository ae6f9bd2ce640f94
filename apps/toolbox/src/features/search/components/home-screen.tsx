import { ActionIcon, Group, Stack, TextInput, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { messages } from '@toolbox/domain';
import { ScanLine, Search } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { KeptFilesList } from '@/components/kept-files-list';
import { MustReadSection } from '@/components/must-read';
import { Section } from '@/components/section';
import { SearchResults } from './search-results';
import { WhatsNew } from './whats-new';
import { paths } from '@/paths';

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
      {/* The page's heading, for screen readers and for focus after sign-in: the search box
          says the rest to the eye. */}
      <VisuallyHidden component="h1">Home</VisuallyHidden>
      <Group gap="sm" wrap="nowrap">
        <TextInput
          size="lg"
          radius="xl"
          type="search"
          aria-label="Search"
          placeholder={messages.toolbox.searchPlaceholder}
          leftSection={<Search size={20} aria-hidden />}
          value={text}
          onChange={(event) => onChange(event.currentTarget.value)}
          style={{ flex: 1 }}
        />
        {/* A machine's QR label opens it (issue #22 item 2). */}
        <ActionIcon
          component={Link}
          to={paths.scan()}
          size={50}
          radius="xl"
          variant="light"
          aria-label="Scan"
        >
          <ScanLine size={24} aria-hidden />
        </ActionIcon>
      </Group>
      {debounced ? (
        <SearchResults text={debounced} />
      ) : (
        <>
          <MustReadSection />
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
