import { Group, Select } from '@mantine/core';
import type { Machine, SoftwareFacets, SoftwareListQuery } from '@toolbox/domain';
import { SearchField } from '../../../components/search-field';

interface SoftwareFiltersProps {
  query: SoftwareListQuery;
  facets: SoftwareFacets;
  /** The machine catalogue; undefined while it loads. */
  machines: readonly Machine[] | undefined;
  onChange: (changes: Partial<SoftwareListQuery>) => void;
}

interface Option {
  value: string;
  label: string;
}

/** The given options plus the current value, so a value from the URL still shows when unknown. */
function withCurrent(options: Option[], current: string | undefined): Option[] {
  return current && !options.some((o) => o.value === current)
    ? [{ value: current, label: current }, ...options]
    : options;
}

/** Search box (debounced) and the category and machine filters of the software list. */
export function SoftwareFilters({ query, facets, machines, onChange }: SoftwareFiltersProps) {
  const categories = facets.categories.map(({ name, count }) => ({
    value: name,
    label: `${name} (${count})`,
  }));
  const machineOptions = (machines ?? []).map((m) => ({
    value: m.id,
    label: `${m.manufacturer} ${m.model}`,
  }));

  return (
    <Group gap="sm" align="flex-end" wrap="wrap" role="search" aria-label="Filter software">
      <SearchField
        label="Search"
        placeholder="Name, description or author"
        value={query.search}
        onChange={(search) => onChange({ search })}
        style={{ flex: '1 1 240px' }}
      />
      <Select
        label="Category"
        placeholder="All categories"
        data={withCurrent(categories, query.category)}
        value={query.category ?? null}
        onChange={(category) => onChange({ category: category ?? undefined })}
        clearable
        searchable
        nothingFoundMessage="No such category"
        w={200}
      />
      <Select
        label="Machine"
        placeholder={machines ? 'All machines' : 'Loading machines…'}
        data={withCurrent(machineOptions, query.machineId)}
        value={query.machineId ?? null}
        onChange={(machineId) => onChange({ machineId: machineId ?? undefined })}
        clearable
        searchable
        nothingFoundMessage="No machine matches"
        w={230}
      />
    </Group>
  );
}
