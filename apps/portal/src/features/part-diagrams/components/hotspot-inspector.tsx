import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { Hotspot } from '@toolbox/domain';
import { messages } from '@toolbox/domain';
import { Crosshair, Trash2 } from 'lucide-react';
import { ListEditorAddButton } from '../../../components/list-editor-add-button';
import { countLabel } from './diagram-paths';
import { samePosition } from './use-linked-highlight';

interface HotspotInspectorProps {
  hotspots: readonly Hotspot[];
  selected: number | null;
  /** The parts rows' position numbers and names, to say which part a hotspot points at. */
  parts: readonly { positionNumber: string; name: string }[];
  /** A message from the form's check of the chosen hotspot's number. */
  error?: string | undefined;
  onRenumber: (index: number, positionNumber: string) => void;
  onDelete: (index: number) => void;
  onAddPart: (positionNumber: string) => void;
}

/** No hotspot chosen: how many there are, and how to place or choose one. */
function HotspotsSummary({ count }: { count: number }) {
  return (
    <Stack gap={6} data-testid="hotspot-inspector">
      <Title order={2} fz="md">
        Hotspots
      </Title>
      <Text size="sm" c="dimmed">
        {count === 0
          ? 'None yet. Click the image where a part is to place hotspot 1.'
          : `${countLabel(count, 'hotspot')} on the image. Click one to renumber or delete it.`}
      </Text>
    </Stack>
  );
}

interface HotspotPartProps {
  number: string;
  parts: HotspotInspectorProps['parts'];
  onAddPart: HotspotInspectorProps['onAddPart'];
}

/** The part a numbered hotspot points at, or Add parts row when no row has its number. */
function HotspotPart({ number, parts, onAddPart }: HotspotPartProps) {
  const part = parts.find((p) => samePosition(p.positionNumber, number));
  if (part) {
    return (
      <Text size="sm">
        Part: <strong>{part.name || 'unnamed'}</strong>
      </Text>
    );
  }
  if (!number.trim()) return null;
  return (
    <Stack gap={6} align="flex-start">
      <Text size="sm" c="dimmed">
        No parts row has number {number} yet.
      </Text>
      <ListEditorAddButton size="xs" onClick={() => onAddPart(number.trim())}>
        Add parts row {number.trim()}
      </ListEditorAddButton>
    </Stack>
  );
}

/** The chosen hotspot: its number (which links it to parts rows), its part, and Delete. */
export function HotspotInspector({
  hotspots,
  selected,
  parts,
  error,
  onRenumber,
  onDelete,
  onAddPart,
}: HotspotInspectorProps) {
  const hotspot = selected === null ? undefined : hotspots[selected];
  if (selected === null || !hotspot) return <HotspotsSummary count={hotspots.length} />;

  const number = hotspot.positionNumber;
  const numberError = number.trim() === '' ? messages.partDiagram.positionRequired : error;
  return (
    <Stack gap="sm" data-testid="hotspot-inspector">
      <Group gap="xs">
        <Crosshair size={16} aria-hidden />
        <Title order={2} fz="md">
          Hotspot {number}
        </Title>
      </Group>
      <TextInput
        label="Position number"
        description="Links the hotspot to the parts rows with the same number."
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        value={number}
        maxLength={20}
        error={numberError}
        onChange={(event) => onRenumber(selected, event.currentTarget.value)}
      />
      <HotspotPart number={number} parts={parts} onAddPart={onAddPart} />
      <Text size="xs" c="dimmed">
        At {Math.round(hotspot.x * 100)}% across, {Math.round(hotspot.y * 100)}% down. Arrow keys
        nudge it.
      </Text>
      <Group>
        <Button
          variant="outline"
          color="red"
          size="xs"
          leftSection={<Trash2 size={14} aria-hidden />}
          onClick={() => onDelete(selected)}
        >
          Delete hotspot
        </Button>
      </Group>
    </Stack>
  );
}
