import { FilterBar, FilterSelect } from '../../../components/data-table-filters';
import type { MachineListQuery, MachineManufacturer } from '@toolbox/domain';

interface MachineCatalogueFiltersProps {
  query: MachineListQuery;
  manufacturers: MachineManufacturer[];
  onChange: (changes: Partial<MachineListQuery>) => void;
}

/** The catalogue's search box (debounced) and manufacturer filter. */
export function MachineCatalogueFilters({
  query,
  manufacturers,
  onChange,
}: MachineCatalogueFiltersProps) {
  const options = manufacturers.map(({ name, count }) => ({
    value: name,
    label: `${name} (${count})`,
  }));
  const current = query.manufacturer;
  // A manufacturer from the URL in another case picks the catalogue's spelling.
  const selected =
    manufacturers.find((m) => m.name.toLowerCase() === current?.toLowerCase())?.name ?? current;

  return (
    <FilterBar
      label="Filter machines"
      search={{
        placeholder: 'Manufacturer, model, category or ID',
        value: query.search,
        onChange: (search) => onChange({ search }),
        style: { flex: '1 1 260px' },
      }}
    >
      <FilterSelect
        label="Manufacturer"
        placeholder="All manufacturers"
        data={options}
        value={selected}
        onChange={(manufacturer) => onChange({ manufacturer })}
        searchable
        nothingFoundMessage="No such manufacturer"
        w={240}
      />
    </FilterBar>
  );
}
