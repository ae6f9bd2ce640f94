import { Select } from '@mantine/core';
import { useMachines } from '../../../lib/machines';

interface MachinePickerProps {
  value: string | null;
  onChange: (machineId: string | null) => void;
  disabled?: boolean;
}

/** The machine whose specifications are edited, searchable by manufacturer and model. */
export function MachinePicker({ value, onChange, disabled = false }: MachinePickerProps) {
  const { data: machines, isPending, isError } = useMachines();
  const options = (machines ?? []).map((m) => ({
    value: m.id,
    label: `${m.manufacturer} ${m.model}`,
  }));
  const data =
    value && !options.some((o) => o.value === value)
      ? [{ value, label: value }, ...options]
      : options;
  return (
    <Select
      label="Machine"
      description="Its current entries load for editing; saving replaces its whole list."
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      placeholder={
        isPending
          ? 'Loading machines…'
          : isError
            ? 'Machines could not be loaded'
            : 'Choose a machine'
      }
      data={data}
      value={value}
      onChange={onChange}
      searchable
      nothingFoundMessage="No machine matches"
      allowDeselect={false}
      disabled={disabled}
      maw={420}
    />
  );
}
