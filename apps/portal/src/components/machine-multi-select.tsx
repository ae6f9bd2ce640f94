import { MultiSelect } from '@mantine/core';
import { useMachines } from '../lib/machines';

interface MachineMultiSelectProps {
  value: string[];
  onChange: (ids: string[]) => void;
  label?: string;
  description?: string;
  disabled?: boolean;
  error?: string | undefined;
}

/** Machine links chosen from the machine catalogue, searchable by manufacturer and model. */
export function MachineMultiSelect({
  value,
  onChange,
  label = 'Machines',
  description,
  disabled,
  error,
}: MachineMultiSelectProps) {
  const { data: machines, isPending, isError } = useMachines();
  const known = new Set(machines?.map((m) => m.id));
  const data = [
    ...(machines ?? []).map((m) => ({ value: m.id, label: `${m.manufacturer} ${m.model}` })),
    // A link to a machine no longer in the catalogue stays visible and removable.
    ...value.filter((id) => !known.has(id)).map((id) => ({ value: id, label: id })),
  ];
  return (
    <MultiSelect
      label={label}
      description={description}
      placeholder={
        isPending
          ? 'Loading machines…'
          : isError
            ? 'Machines could not be loaded'
            : data.length === 0
              ? 'No machines in the catalogue yet'
              : 'Choose machines'
      }
      data={data}
      value={value}
      onChange={onChange}
      searchable
      clearable
      nothingFoundMessage="No machine matches"
      disabled={disabled}
      error={error}
    />
  );
}
