import { Radio, Stack, Switch, Text } from '@mantine/core';
import type { Document, MustReadAudience } from '@toolbox/domain';
import { messages } from '@toolbox/domain';
import { useId } from 'react';
import toast from 'react-hot-toast';
import { MachineMultiSelect } from '../../../components/machine-multi-select';
import { setMustRead } from '../api/must-read';

/** What the administrator chose: whether the version is must read, and for whom. */
export interface MustReadChoice {
  on: boolean;
  audience: MustReadAudience;
  machineIds: string[];
}
export const NO_MUST_READ: MustReadChoice = { on: false, audience: 'all', machineIds: [] };

/** The choice's error before anything is sent: machines chosen, but none of them. */
export function mustReadError(choice: MustReadChoice): string | undefined {
  return choice.on && choice.audience === 'machines' && choice.machineIds.length === 0
    ? messages.mustRead.noMachines
    : undefined;
}

interface MustReadFieldsProps {
  value: MustReadChoice;
  onChange: (next: MustReadChoice) => void;
  disabled?: boolean;
  /** A switch to turn it on (the upload forms); without one it is on (the mark dialog). */
  withSwitch?: boolean;
  /** Shown under the machines (the choice's error once the form was sent). */
  error?: string | undefined;
}

/** "Must read", for everyone or for the engineers of chosen machines (decision 029). */
export function MustReadFields({
  value,
  onChange,
  disabled,
  withSwitch,
  error,
}: MustReadFieldsProps) {
  const hintId = useId();
  const set = (changed: Partial<MustReadChoice>) => onChange({ ...value, ...changed });
  return (
    <Stack gap="xs">
      {withSwitch ? (
        <Stack gap={2}>
          <Switch
            label="Must read"
            aria-describedby={hintId}
            checked={value.on}
            onChange={(event) => set({ on: event.currentTarget.checked })}
            disabled={disabled}
          />
          <Text id={hintId} size="xs" c="dimmed">
            Engineers see it first and confirm they have read this version.
          </Text>
        </Stack>
      ) : null}
      {value.on ? (
        <Radio.Group
          label="Who must read it"
          value={value.audience}
          onChange={(audience) => set({ audience: audience })}
        >
          <Stack gap={6} mt={6}>
            <Radio value="all" label="Everyone" disabled={disabled} />
            <Radio value="machines" label="Engineers of chosen machines" disabled={disabled} />
          </Stack>
        </Radio.Group>
      ) : null}
      {value.on && value.audience === 'machines' ? (
        <MachineMultiSelect
          label="Machines"
          description="The engineers who service any of these machines (set on each user's page)."
          value={value.machineIds}
          onChange={(machineIds) => set({ machineIds })}
          disabled={disabled}
          error={error}
        />
      ) : null}
    </Stack>
  );
}

/**
 * Marks the version an upload just created, when the form asked for it. The upload stands if
 * this fails: the toast says why, and the document's page can mark it.
 */
export async function markUploadedVersion(document: Document, choice: MustReadChoice) {
  if (!choice.on) return;
  try {
    await setMustRead(document.id, {
      versionNumber: document.currentVersion,
      audience: choice.audience,
      machineIds: choice.audience === 'machines' ? choice.machineIds : [],
    });
  } catch (error) {
    toast.error(error instanceof Error ? error.message : String(error));
  }
}
