import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  formatSpecificationValue,
  type Guide,
  type PartDiagram,
  type SpecificationEntry,
} from '@toolbox/domain';
import { BookOpen, FileText, Image as ImageIcon, Package } from 'lucide-react';
import { ErrorPanel } from '../../components/error-panel';
import { ListLink } from '../../components/list-link';
import { LoadingPanel } from '../../components/loading-panel';
import { documentsQuery } from '../documents/api';
import { softwareListQuery } from '../software/api';

const enc = encodeURIComponent;

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
        <ListLink
          key={guide.id}
          to={`/machines/${enc(machineId)}/guides/${enc(guide.id)}`}
          icon={<BookOpen size={20} aria-hidden />}
          title={guide.title}
          detail={
            <Stack gap={2}>
              <Text size="sm" c="dimmed" truncate="end">
                {[guide.symptom, `${guide.steps.length} steps`].filter(Boolean).join(' · ')}
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
          to={`/machines/${enc(machineId)}/part-diagrams/${enc(diagram.id)}`}
          icon={<ImageIcon size={20} aria-hidden />}
          title={diagram.title}
          detail={`${diagram.parts.length} parts · ${diagram.hotspots.length} hotspots`}
        />
      ))}
    </Stack>
  );
}

/** Documents whose machineIds contain the machine (SPEC.md §7). */
export function MachineDocumentsSection({ machineId }: { machineId: string }) {
  const { data, isPending, isError, error, refetch } = useQuery(documentsQuery({ machineId }));
  if (isPending) return <LoadingPanel />;
  if (isError) return <ErrorPanel error={error} onRetry={() => void refetch()} />;
  if (data.items.length === 0) return <Empty>No documents for this machine yet.</Empty>;
  return (
    <Stack gap="xs">
      {data.items.map((document) => (
        <ListLink
          key={document.id}
          to={`/documents/${enc(document.id)}`}
          icon={<FileText size={20} aria-hidden />}
          title={document.title}
          detail={`v${document.currentVersion} · ${document.category.join(', ')}`}
        />
      ))}
    </Stack>
  );
}

/** Software packages for the machine, newest version first (SPEC.md §4 comparison). */
export function MachineSoftwareSection({ machineId }: { machineId: string }) {
  const { data, isPending, isError, error, refetch } = useQuery(softwareListQuery({ machineId }));
  if (isPending) return <LoadingPanel />;
  if (isError) return <ErrorPanel error={error} onRetry={() => void refetch()} />;
  if (data.items.length === 0) return <Empty>No software for this machine yet.</Empty>;
  return (
    <Stack gap="xs">
      {data.items.map((item) => (
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
