import { Badge, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { messages } from '@toolbox/domain';
import { BookOpen, FileText, Package, Wrench } from 'lucide-react';
import { ErrorPanel } from '../../components/error-panel';
import { ListLink } from '../../components/list-link';
import { LoadingPanel } from '../../components/loading-panel';
import { Section } from '../../components/section';
import { searchQuery } from './api';

const enc = encodeURIComponent;

/** Machines, guides, documents and software matching the search box, a few of each. */
export function SearchResults({ text }: { text: string }) {
  const { data, isPending, isError, error, refetch } = useQuery(searchQuery(text));
  if (isPending) return <LoadingPanel message="Searching…" />;
  if (isError) return <ErrorPanel error={error} onRetry={() => void refetch()} />;
  const total =
    data.machines.length + data.guides.length + data.documents.length + data.software.length;
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
              to={`/machines/${enc(machine.id)}`}
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
            <ListLink
              key={`${guide.machine.id}/${guide.id}`}
              to={`/machines/${enc(guide.machine.id)}/guides/${enc(guide.id)}`}
              icon={<BookOpen size={20} aria-hidden />}
              title={guide.title}
              detail={
                <Stack gap={2}>
                  <Text size="sm" c="dimmed" truncate="end">
                    {guide.machine.manufacturer} {guide.machine.model}
                    {guide.symptom ? ` · ${guide.symptom}` : ''}
                  </Text>
                  {guide.errorCodes.length > 0 && (
                    <Group gap={4}>
                      {guide.errorCodes.slice(0, 4).map((code) => (
                        <Badge key={code} variant="light" color="red" size="sm">
                          {code}
                        </Badge>
                      ))}
                    </Group>
                  )}
                </Stack>
              }
            />
          ))}
        </Section>
      )}
      {data.documents.length > 0 && (
        <Section title="Documents">
          {data.documents.map((document) => (
            <ListLink
              key={document.id}
              to={`/documents/${enc(document.id)}`}
              icon={<FileText size={20} aria-hidden />}
              title={document.title}
              detail={document.category.join(', ')}
            />
          ))}
        </Section>
      )}
      {data.software.length > 0 && (
        <Section title="Software">
          {data.software.map((item) => (
            <ListLink
              key={item.id}
              to={`/software/${enc(item.id)}`}
              icon={<Package size={20} aria-hidden />}
              title={item.name}
              detail={`v${item.version} · ${item.category}`}
            />
          ))}
        </Section>
      )}
    </Stack>
  );
}
