import { Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { messages } from '@toolbox/domain';
import { Search } from 'lucide-react';
import { DocumentLink, SoftwareLink } from '@/components/catalogue-links';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorPanel } from '@/components/error-panel';
import { LoadingPanel } from '@/components/loading-panel';
import { Section } from '@/components/section';
import { KeptFilesList } from '@/components/kept-files-list';
import { whatsNewQuery } from '../api/get-whats-new';
import { SearchResults } from './search-results';
import { whatsNewSince } from '@/lib/last-visit';

function WhatsNew() {
  const [since] = useState(() => whatsNewSince());
  const { data, isPending, isError, error, refetch } = useQuery(whatsNewQuery(since));
  if (isPending) return <LoadingPanel />;
  if (isError) return <ErrorPanel error={error} onRetry={() => void refetch()} />;
  if (data.documents.length + data.software.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {messages.toolbox.nothingNew}
      </Text>
    );
  return (
    <Stack gap="xs">
      {data.documents.map((document) => (
        <DocumentLink key={document.id} document={document} />
      ))}
      {data.software.map((item) => (
        <SoftwareLink key={item.id} software={item} />
      ))}
    </Stack>
  );
}

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
