import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { messages } from '@toolbox/domain';
import { Wrench } from 'lucide-react';
import { DocumentLink, GuideLink, SoftwareLink } from '@/components/catalogue-links';
import { ErrorPanel } from '@/components/error-panel';
import { ListLink } from '@/components/list-link';
import { LoadingPanel } from '@/components/loading-panel';
import { Section } from '@/components/section';
import { searchQuery } from '../api/search';
import { textSearchQuery } from '../api/search-text';
import { TextHits } from './text-hits';
import { paths } from '@/paths';

/**
 * Machines, guides, documents and software matching the search box, a few of each, and the
 * documents whose pages hold the words (issue #22 item 1). Without signal the catalogue search
 * fails and says so, and the words are still looked for in the documents kept on this device.
 */
export function SearchResults({ text }: { text: string }) {
  const { data, isPending, isError, error, refetch } = useQuery(searchQuery(text));
  const inside = useQuery(textSearchQuery(text));
  const insideHits = inside.data?.items ?? [];
  const insideSection = (inside.data?.offline || insideHits.length > 0) && inside.data && (
    <TextHits answer={inside.data} />
  );
  if (isPending) return <LoadingPanel message="Searching…" />;
  if (isError)
    return (
      <Stack gap="lg">
        <ErrorPanel error={error} onRetry={() => void refetch()} />
        {insideSection}
      </Stack>
    );
  const total =
    data.machines.length +
    data.guides.length +
    data.documents.length +
    data.software.length +
    insideHits.length;
  if (total === 0 && inside.isPending) return <LoadingPanel message="Searching…" />;
  if (total === 0)
    return (
      <Text c="dimmed" ta="center" py="xl">
        {messages.toolbox.noResults}
      </Text>
    );
  return (
    <Stack gap="lg" data-testid="search-results">
      {data.machines.length > 0 && (
        <Section title="Machines">
          {data.machines.map((machine) => (
            <ListLink
              key={machine.id}
              to={paths.machine(machine.id)}
              icon={<Wrench size={20} aria-hidden />}
              title={`${machine.manufacturer} ${machine.model}`}
              detail={machine.category ?? undefined}
            />
          ))}
        </Section>
      )}
      {data.guides.length > 0 && (
        <Section title="Troubleshooting">
          {data.guides.map((guide) => (
            <GuideLink
              key={`${guide.machine.id}/${guide.id}`}
              machineId={guide.machine.id}
              guide={guide}
              line={`${guide.machine.manufacturer} ${guide.machine.model}${guide.symptom ? ` · ${guide.symptom}` : ''}`}
            />
          ))}
        </Section>
      )}
      {data.documents.length > 0 && (
        <Section title="Documents">
          {data.documents.map((document) => (
            <DocumentLink key={document.id} document={document} />
          ))}
        </Section>
      )}
      {insideSection}
      {data.software.length > 0 && (
        <Section title="Software">
          {data.software.map((item) => (
            <SoftwareLink key={item.id} software={item} />
          ))}
        </Section>
      )}
    </Stack>
  );
}
