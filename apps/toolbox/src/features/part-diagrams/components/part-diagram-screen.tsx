import { Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { messages, type DiagramPart } from '@toolbox/domain';
import { Copy } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'react-hot-toast';
import { DetailsItemHeading, MachineDetailsItem } from '@/components/machine-details-item';
import { DiagramViewer } from './diagram-viewer';
import { urls } from '@/lib/urls';

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(messages.toolbox.copied, { duration: 2000 });
  } catch {
    toast.error('Could not copy. Select the number and copy it by hand.');
  }
}

/** A part diagram: tap a hotspot to see its part number and name, and copy the number. */
export function PartDiagramScreen({
  machineId,
  diagramId,
}: {
  machineId: string;
  diagramId: string;
}) {
  const [selected, setSelected] = useState<string | null>(null);

  return (
    <MachineDetailsItem machineId={machineId} section="partDiagrams" itemId={diagramId}>
      {(diagram, machineLine) => {
        const parts = diagram.parts.filter((part) => part.positionNumber === selected);
        return (
          <Stack gap="md">
            <DetailsItemHeading machineLine={machineLine} title={diagram.title} gap={2}>
              {diagram.description && <Text size="sm">{diagram.description}</Text>}
            </DetailsItemHeading>
            {diagram.imagePath ? (
              <DiagramViewer
                src={urls.image(diagram.imagePath)}
                title={diagram.title}
                hotspots={diagram.hotspots}
                selected={selected}
                onSelect={setSelected}
              />
            ) : (
              <Text c="dimmed">This diagram has no image yet.</Text>
            )}
            {selected && <SelectedPart position={selected} parts={parts} />}
            <PartsTable parts={diagram.parts} selected={selected} onSelect={setSelected} />
          </Stack>
        );
      }}
    </MachineDetailsItem>
  );
}

/** The parts at the chosen position, with the part number to copy. */
function SelectedPart({ position, parts }: { position: string; parts: DiagramPart[] }) {
  return (
    <Card aria-live="polite" data-testid="selected-part">
      {parts.length === 0 ? (
        <Text size="sm">Position {position} has no part in the list.</Text>
      ) : (
        parts.map((part) => (
          <Stack key={`${part.positionNumber}-${part.partNumber}`} gap={4}>
            <Text size="sm" c="dimmed">
              Position {part.positionNumber} · quantity {part.quantity}
            </Text>
            <Text fw={600} fz="lg">
              {part.name}
            </Text>
            {part.partNumber && (
              <Group gap="xs">
                <Text ff="monospace" fz="lg">
                  {part.partNumber}
                </Text>
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<Copy size={14} />}
                  onClick={() => void copy(part.partNumber)}
                >
                  Copy part number
                </Button>
              </Group>
            )}
            {part.notes && <Text size="sm">{part.notes}</Text>}
          </Stack>
        ))
      )}
    </Card>
  );
}

/** Every part of the diagram; a row selects its position, as tapping its hotspot does. */
function PartsTable({
  parts,
  selected,
  onSelect,
}: {
  parts: DiagramPart[];
  selected: string | null;
  onSelect: (position: string) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table verticalSpacing="xs" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Pos.</Table.Th>
            <Table.Th>Part</Table.Th>
            <Table.Th>Number</Table.Th>
            <Table.Th>Qty</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {parts.map((part) => (
            <Table.Tr
              key={`${part.positionNumber}-${part.partNumber}-${part.name}`}
              data-testid="part-row"
              bg={part.positionNumber === selected ? 'yellow.1' : undefined}
              data-selected={part.positionNumber === selected || undefined}
              onClick={() => onSelect(part.positionNumber)}
              style={{ cursor: 'pointer' }}
            >
              <Table.Td>{part.positionNumber}</Table.Td>
              <Table.Td>{part.name}</Table.Td>
              <Table.Td ff="monospace">{part.partNumber}</Table.Td>
              <Table.Td>{part.quantity}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
