import { Alert, Code, Group, Stack, Text } from '@mantine/core';
import { isTemporaryMachineId } from '@toolbox/domain';
import { ArrowRight, Fingerprint, TriangleAlert } from 'lucide-react';
import { pendingIdChange, previewMachineId } from './machine-id-preview';

interface MachineIdPanelProps {
  /** The machine's id when editing; without one the panel previews the id of a new machine. */
  currentId?: string | undefined;
  manufacturer: string;
  model: string;
  /** Ids already in the catalogue, to say early that an id is taken. */
  takenIds: ReadonlySet<string>;
}

function TakenHint({ id, takenIds }: { id: string; takenIds: ReadonlySet<string> }) {
  if (!takenIds.has(id)) return null;
  return (
    <Text size="xs" c="orange.8">
      Another machine already has this ID, so saving will be refused.
    </Text>
  );
}

/**
 * What the form's manufacturer and model mean for the machine's id: the id a new machine will
 * get, or, when editing, a warning that saving moves the machine to a new id, which any save does
 * for a temporary machine whose parts give one (docs/product.md#machine-changes).
 */
export function MachineIdPanel({ currentId, manufacturer, model, takenIds }: MachineIdPanelProps) {
  if (currentId === undefined) {
    const id = previewMachineId(manufacturer, model);
    return (
      <Stack gap={4} data-testid="machine-id-preview" aria-live="polite">
        <Group gap={6} wrap="nowrap">
          <Fingerprint size={16} aria-hidden color="var(--mantine-color-dimmed)" />
          {id === null ? (
            <Text size="sm" c="dimmed">
              The machine ID is derived from manufacturer and model once both are filled in.
            </Text>
          ) : (
            <Text size="sm">
              Machine ID: <Code fz="sm">{id}</Code>
            </Text>
          )}
        </Group>
        {id === null ? null : <TakenHint id={id} takenIds={takenIds} />}
      </Stack>
    );
  }

  const change = pendingIdChange(currentId, manufacturer, model);
  if (change === null) {
    return (
      <Group gap={6} wrap="nowrap" data-testid="machine-id-preview">
        <Fingerprint size={16} aria-hidden color="var(--mantine-color-dimmed)" />
        <Text size="sm">
          Machine ID: <Code fz="sm">{currentId}</Code>
          {isTemporaryMachineId(currentId) ? (
            <Text span size="sm" c="dimmed">
              {' '}
              (temporary until manufacturer and model both give an ID)
            </Text>
          ) : null}
        </Text>
      </Group>
    );
  }
  return (
    <Alert
      color="orange"
      variant="light"
      role="status"
      title="The machine ID will change"
      icon={<TriangleAlert size={18} aria-hidden />}
      data-testid="machine-id-change"
    >
      <Stack gap={6}>
        <Group gap={6} wrap="wrap">
          <Code fz="sm">{change.from}</Code>
          <ArrowRight size={14} aria-label="becomes" />
          <Code fz="sm">{change.to}</Code>
        </Group>
        <Text size="sm">
          {isTemporaryMachineId(change.from)
            ? 'This machine has a temporary ID, so any saved change gives it the ID derived from manufacturer and model. '
            : ''}
          Saving moves the machine to its new ID with its troubleshooting guides, part diagrams,
          specifications and document and software links. Links to the old ID stop working.
        </Text>
        <TakenHint id={change.to} takenIds={takenIds} />
      </Stack>
    </Alert>
  );
}
