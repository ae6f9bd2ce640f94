import { Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  formatSpecificationValue,
  type Guide,
  type PartDiagram,
  type SpecificationEntry,
} from '@toolbox/domain';
import { Image as ImageIcon } from 'lucide-react';
import { DocumentLink, GuideLink, SoftwareLink } from '@/components/catalogue-links';
import { ErrorPanel } from '@/components/error-panel';
import { ListLink } from '@/components/list-link';
import { LoadingPanel } from '@/components/loading-panel';
import { documentsQuery } from '@/lib/catalogue-queries';
import { softwareListQuery } from '@/lib/catalogue-queries';
import { paths } from '@/paths';

function Empty({ children }: { children: string }) {
  return (
    <Text c="dimmed" size="sm" py="md">
      {children}
    </Text>
  );
}

/** Specification entries by group, as label and value with its unit. */
export function SpecificationsSection({ entries }: { entries: SpecificationEntry[] }) {
  if (entries.length === 0) return <Empty>No specifications for this machine yet.</Empty>;
  const groups = [...new Set(entries.map((entry) => entry.group || 'General'))];
  return (
    <Stack gap="md">
      {groups.map((group) => (
        <Table key={group} withTableBorder captionSide="top" verticalSpacing="xs">
          <Table.Caption ta="left" fw={600}>
            {group}
          </Table.Caption>
          <Table.Tbody>
            {entries
              .filter((entry) => (entry.group || 'General') === group)
              .map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Th w="45%" fw={500}>
                    {entry.label}
                  </Table.Th>
                  <Table.Td>{formatSpecificationValue(entry)}</Table.Td>
                </Table.Tr>
              ))}
          </Table.Tbody>
        </Table>
      ))}
    </Stack>
  );
}

export function GuidesSection({ machineId, guides }: { machineId: string; guides: Guide[] }) {
  if (guides.length === 0) return <Empty>No troubleshooting guides for this machine yet.</Empty>;
  return (
    <Stack gap="xs">
      {guides.map((guide) => (
        <GuideLink
          key={guide.id}
          machineId={machineId}
          guide={guide}
          line={[guide.symptom, `${guide.steps.length} steps`].filter(Boolean).join(' · ')}
        />
      ))}
    </Stack>
  );
}

export function DiagramsSection({
  machineId,
  diagrams,
}: {
  machineId: string;
  diagrams: PartDiagram[];
}) {
  if (diagrams.length === 0) return <Empty>No part diagrams for this machine yet.</Empty>;
  return (
    <Stack gap="xs">
      {diagrams.map((diagram) => (
        <ListLink
          key={diagram.id}
          to={paths.partDiagram(machineId, diagram.id)}
          icon={<ImageIcon size={20} aria-hidden />}
          title={diagram.title}
          detail={`${diagram.parts.length} parts · ${diagram.hotspots.length} hotspots`}
        />
      ))}
    </Stack>
  );
}

/** Documents whose machineIds contain the machine (docs/product.md#document-lists). */
export function MachineDocumentsSection({ machineId }: { machineId: string }) {
  const { data, isPending, isError, error, refetch } = useQuery(documentsQuery({ machineId }));
  if (isPending) return <LoadingPanel />;
  if (isError) return <ErrorPanel error={error} onRetry={() => void refetch()} />;
  if (data.items.length === 0) return <Empty>No documents for this machine yet.</Empty>;
  return (
    <Stack gap="xs">
      {data.items.map((document) => (
        <DocumentLink key={document.id} document={document} />
      ))}
    </Stack>
  );
}

/** Software packages for the machine, newest version first (docs/product.md#software-versions). */
export function MachineSoftwareSection({ machineId }: { machineId: string }) {
  const { data, isPending, isError, error, refetch } = useQuery(softwareListQuery({ machineId }));
  if (isPending) return <LoadingPanel />;
  if (isError) return <ErrorPanel error={error} onRetry={() => void refetch()} />;
  if (data.items.length === 0) return <Empty>No software for this machine yet.</Empty>;
  return (
    <Stack gap="xs">
      {data.items.map((item) => (
        <SoftwareLink key={item.id} software={item} />
      ))}
    </Stack>
  );
}
