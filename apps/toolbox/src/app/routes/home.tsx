import { Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { messages } from '@toolbox/domain';
import { FileText, Package, Search } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorPanel } from '../../components/error-panel';
import { ListLink } from '../../components/list-link';
import { LoadingPanel } from '../../components/loading-panel';
import { Section } from '../../components/section';
import { KeptFilesList } from '../../features/offline/kept-files-list';
import { whatsNewQuery } from '../../features/search/api';
import { SearchResults } from '../../features/search/search-results';
import { whatsNewSince } from '../../lib/last-visit';

const enc = encodeURIComponent;

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
        <ListLink
          key={document.id}
          to={`/documents/${enc(document.id)}`}
          icon={<FileText size={20} aria-hidden />}
          title={document.title}
          detail={`v${document.currentVersion} · ${document.category.join(', ')}`}
        />
      ))}
      {data.software.map((item) => (
        <ListLink
          key={item.id}
          to={`/software/${enc(item.id)}`}
          icon={<Package size={20} aria-hidden />}
          title={item.name}
          detail={`v${item.version} · ${item.category}`}
        />
      ))}
    </Stack>
  );
}

/** Home: one search box across the catalogue, what is new since the last visit, what is kept. */
export function Component() {
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
