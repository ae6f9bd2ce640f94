import { Badge, Group, Image, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { messages, type MachineDetails } from '@toolbox/domain';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorPanel } from '@/components/error-panel';
import { PageError } from '@/components/not-found-panel';
import { paths } from '@/paths';
import { LoadingPanel } from '@/components/loading-panel';
import { machineDetailsQuery, machineQuery } from '@/lib/catalogue-queries';
import {
  DiagramsSection,
  GuidesSection,
  MachineDocumentsSection,
  MachineSoftwareSection,
  SpecificationsSection,
} from './machine-sections';
import { KeepMachineCard } from './keep-machine-card';
import { urls } from '@/lib/urls';

const TABS = [
  { value: 'guides', label: 'Guides' },
  { value: 'diagrams', label: 'Diagrams' },
  { value: 'specs', label: 'Specs' },
  { value: 'documents', label: 'Documents' },
  { value: 'software', label: 'Software' },
] as const;

/** A machine: its guides, part diagrams, specifications, documents and software. */
export function MachineScreen({ machineId }: { machineId: string }) {
  const [params, setParams] = useSearchParams();
  const machine = useQuery(machineQuery(machineId));
  const details = useQuery(machineDetailsQuery(machineId));
  const requested = params.get('tab');
  const tab = TABS.some((t) => t.value === requested) ? requested! : 'guides';

  if (machine.isPending) return <LoadingPanel message="Loading machine…" />;
  if (machine.isError)
    return (
      <PageError
        error={machine.error}
        onRetry={() => void machine.refetch()}
        back={{ to: paths.machines(), label: messages.toolbox.backToMachines }}
      />
    );
  const { manufacturer, model, category, description, photoPath } = machine.data;
  const detailsPanel = (render: (data: MachineDetails) => ReactNode) =>
    details.isPending ? (
      <LoadingPanel />
    ) : details.isError ? (
      <ErrorPanel error={details.error} onRetry={() => void details.refetch()} />
    ) : (
      render(details.data)
    );

  return (
    <Stack gap="md">
      <Group wrap="nowrap" align="flex-start">
        {photoPath && (
          <Image src={urls.image(photoPath)} alt="" w={72} h={72} radius="md" fit="cover" />
        )}
        <Stack gap={2}>
          <Text c="dimmed" size="sm">
            {manufacturer}
          </Text>
          <Title order={1} fz="h2">
            {model}
          </Title>
          {category && (
            <Badge variant="light" w="fit-content">
              {category}
            </Badge>
          )}
        </Stack>
      </Group>
      {description && <Text size="sm">{description}</Text>}
      <KeepMachineCard machineId={machineId} />
      <Tabs
        value={tab}
        onChange={(value) => value && setParams({ tab: value }, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List grow>
          {TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value} px={6}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="guides" pt="md">
          {detailsPanel((data) => (
            <GuidesSection machineId={machineId} guides={data.troubleshootingGuides} />
          ))}
        </Tabs.Panel>
        <Tabs.Panel value="diagrams" pt="md">
          {detailsPanel((data) => (
            <DiagramsSection machineId={machineId} diagrams={data.partDiagrams} />
          ))}
        </Tabs.Panel>
        <Tabs.Panel value="specs" pt="md">
          {detailsPanel((data) => (
            <SpecificationsSection entries={data.specifications} />
          ))}
        </Tabs.Panel>
        <Tabs.Panel value="documents" pt="md">
          <MachineDocumentsSection machineId={machineId} />
        </Tabs.Panel>
        <Tabs.Panel value="software" pt="md">
          <MachineSoftwareSection machineId={machineId} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
