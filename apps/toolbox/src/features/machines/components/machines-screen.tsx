import { Chip, Group, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Wrench } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ErrorPanel } from '@/components/error-panel';
import { ListLink } from '@/components/list-link';
import { LoadingPanel } from '@/components/loading-panel';
import { Section } from '@/components/section';
import { machinesQuery } from '../api/get-machines';
import { paths } from '@/paths';

/** Machines by manufacturer: a chip per manufacturer narrows the list. */
export function MachinesScreen() {
  const { data, isPending, isError, error, refetch } = useQuery(machinesQuery());
  const [params, setParams] = useSearchParams();
  const chosen = params.get('manufacturer');

  if (isPending) return <LoadingPanel message="Loading machines…" />;
  if (isError) return <ErrorPanel error={error} onRetry={() => void refetch()} />;

  const manufacturers = [...new Set(data.map((machine) => machine.manufacturer))].sort((a, b) =>
    a.localeCompare(b),
  );
  const shown = manufacturers.filter((name) => !chosen || name === chosen);

  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        Machines
      </Title>
      {data.length === 0 ? (
        <Text c="dimmed">No machines in the catalogue yet.</Text>
      ) : (
        <>
          <ScrollArea type="never">
            <Chip.Group
              value={chosen ?? ''}
              onChange={(value) =>
                setParams(value ? { manufacturer: value } : {}, { replace: true })
              }
            >
              <Group gap="xs" wrap="nowrap" pb={4}>
                <Chip value="">All</Chip>
                {manufacturers.map((name) => (
                  <Chip key={name} value={name}>
                    {name}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </ScrollArea>
          {shown.map((manufacturer) => (
            <Section key={manufacturer} title={manufacturer}>
              {data
                .filter((machine) => machine.manufacturer === manufacturer)
                .map((machine) => (
                  <ListLink
                    key={machine.id}
                    to={paths.machine(machine.id)}
                    icon={<Wrench size={20} aria-hidden />}
                    title={machine.model}
                    detail={[
                      machine.category,
                      `${machine.counts.troubleshootingGuides} guides`,
                      `${machine.counts.documents} documents`,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  />
                ))}
            </Section>
          ))}
        </>
      )}
    </Stack>
  );
}
