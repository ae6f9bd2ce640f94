import { Group, Select, type SelectProps } from '@mantine/core';
import type { MachineName } from '@toolbox/domain';
import type { ReactNode } from 'react';
import { SearchField, type SearchFieldProps } from './search-field';

/** A choice of a filter's select: its value, or its value and what it shows. */
export type FilterOption = string | { value: string; label: string };

const valueOf = (option: FilterOption) => (typeof option === 'string' ? option : option.value);

/** The options plus the current value, so a value from the URL still shows when unknown. */
export function withCurrent(
  options: readonly FilterOption[],
  current: string | undefined,
): FilterOption[] {
  return current && !options.some((option) => valueOf(option) === current)
    ? [{ value: current, label: current }, ...options]
    : [...options];
}

/** The machine catalogue as a filter's options: "Franke A600" for franke_a600. */
export function machineOptions(machines: readonly MachineName[] | undefined) {
  return (machines ?? []).map((m) => ({ value: m.id, label: `${m.manufacturer} ${m.model}` }));
}

interface FilterSelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange' | 'clearable'> {
  data: readonly FilterOption[];
  /** The filter in the URL; undefined for none. */
  value: string | undefined;
  /** Called with the choice, or undefined when the filter is cleared. */
  onChange: (value: string | undefined) => void;
}

/**
 * One filter of a list: a clearable select whose "none" is the URL's missing parameter, and
 * which keeps showing a value from the URL that is not among its options.
 */
export function FilterSelect({ data, value, onChange, ...selectProps }: FilterSelectProps) {
  return (
    <Select
      {...selectProps}
      data={withCurrent(data, value)}
      value={value ?? null}
      onChange={(next) => onChange(next ?? undefined)}
      clearable
    />
  );
}

interface MachineFilterProps extends Omit<FilterSelectProps, 'label' | 'data'> {
  /** The machine catalogue; undefined while it loads. */
  machines: readonly MachineName[] | undefined;
}

/** The Machine filter: the catalogue by name, searchable, keeping an unknown id from the URL. */
export function MachineFilter({ machines, value, ...selectProps }: MachineFilterProps) {
  return (
    <FilterSelect
      label="Machine"
      placeholder={machines ? 'All machines' : 'Loading machines…'}
      nothingFoundMessage="No machine matches"
      data={machineOptions(machines)}
      value={value}
      searchable
      {...selectProps}
    />
  );
}

interface CategoryFilterProps extends Omit<FilterSelectProps, 'label' | 'data'> {
  categories: readonly FilterOption[];
}

/** The Category filter of the documents and software lists. */
export function CategoryFilter({ categories, ...selectProps }: CategoryFilterProps) {
  return (
    <FilterSelect
      label="Category"
      placeholder="All categories"
      data={categories}
      searchable
      w={200}
      {...selectProps}
    />
  );
}

interface FilterBarProps {
  /** The search landmark's name: "Filter users". */
  label: string;
  /** The list's search box, first in the bar (labelled Search). */
  search?: Omit<SearchFieldProps, 'label'>;
  /** The filters after the search. */
  children: ReactNode;
}

/** A list's filters in a row that wraps, as one search landmark. */
export function FilterBar({ label, search, children }: FilterBarProps) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" role="search" aria-label={label}>
      {search ? <SearchField label="Search" {...search} /> : null}
      {children}
    </Group>
  );
}
