import type { DocumentListQuery, MachineName } from '@toolbox/domain';
import { CategoryFilter, FilterBar, MachineFilter } from '../../../components/data-table-filters';

interface DocumentsFiltersProps {
  query: DocumentListQuery;
  categories: string[];
  machines: readonly MachineName[];
  onChange: (changes: Partial<DocumentListQuery>) => void;
}

/** Search (title, description, author), and the category and machine filters. */
export function DocumentsFilters({ query, categories, machines, onChange }: DocumentsFiltersProps) {
  return (
    <FilterBar
      label="Filter documents"
      search={{
        placeholder: 'Title, description or author',
        value: query.search,
        onChange: (search) => onChange({ search }),
        w: 300,
      }}
    >
      <CategoryFilter
        categories={categories}
        value={query.category}
        onChange={(category) => onChange({ category })}
      />
      <MachineFilter
        machines={machines}
        value={query.machineId}
        onChange={(machineId) => onChange({ machineId })}
        // The documents' machine list has never said when nothing matches.
        nothingFoundMessage={undefined}
        w={220}
      />
    </FilterBar>
  );
}
