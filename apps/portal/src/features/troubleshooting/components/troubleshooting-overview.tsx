import { Button, Card, Stack, Text } from '@mantine/core';
import type { GuideSearchQuery, MachinesWithGuidesQuery } from '@toolbox/domain';
import { messages, MachinesWithGuidesQuery as ListQuerySchema } from '@toolbox/domain';
import { LifeBuoy, Plus, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PagedList } from '../../../components/paged-list';
import { QueryState } from '../../../components/query-state';
import { SearchField } from '../../../components/search-field';
import { useListParams } from '../../../lib/use-list-params';
import { useMachinesWithGuides } from '../api/get-machines-with-guides';
import { useGuideSearch } from '../api/search-guides';
import { GuideSearchTable } from './guide-search-table';
import { MachinesWithGuidesTable } from './machines-with-guides-table';

/** Toolbox's own wording while the lists load. */
const LOADING = 'Loading troubleshooting guides...';

type Update = (changes: Partial<MachinesWithGuidesQuery>) => void;

interface ListStateProps<T> {
  result: {
    data: { items: T[]; total: number; page: number; pageSize: number } | undefined;
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    isPlaceholderData: boolean;
    refetch: () => unknown;
  };
  noun: [string, string];
  empty: ReactNode;
  update: Update;
  children: (items: T[]) => ReactNode;
}

/** Loading, failure, empty, or the rows with paging: the same for both lists. */
function ListState<T>({ result, noun, empty, update, children }: ListStateProps<T>) {
  return (
    <QueryState query={result} loadingMessage={LOADING} errorMessage={messages.guide.loadFailed}>
      {(data) => {
        if (data.items.length === 0 && data.total > 0) {
          return (
            <Stack align="center" py={48}>
              <Button variant="default" size="xs" onClick={() => update({ page: 1 })}>
                Go to the first page
              </Button>
            </Stack>
          );
        }
        if (data.items.length === 0) return empty;
        return (
          <PagedList
            data={data}
            noun={noun}
            isPlaceholderData={result.isPlaceholderData}
            onPage={(page) => update({ page })}
            onPageSize={(pageSize) => update({ pageSize })}
          >
            {children(data.items)}
          </PagedList>
        );
      }}
    </QueryState>
  );
}

function Empty({ icon, text, action }: { icon: ReactNode; text: string; action?: ReactNode }) {
  return (
    <Stack align="center" gap="sm" py={56} px="md" ta="center">
      {icon}
      <Text fw={600}>{text}</Text>
      {action}
    </Stack>
  );
}

const iconProps = { size: 36, strokeWidth: 1.5, color: 'var(--mantine-color-gray-5)' } as const;

function MachinesList({ query, update }: { query: MachinesWithGuidesQuery; update: Update }) {
  const result = useMachinesWithGuides(query);
  return (
    <ListState
      result={result}
      noun={['machine', 'machines']}
      update={update}
      empty={
        <Empty
          icon={<LifeBuoy {...iconProps} aria-hidden />}
          text={messages.guide.emptyAll}
          action={
            <Button
              component={Link}
              to="/machine-select-for-guide"
              size="xs"
              leftSection={<Plus size={14} aria-hidden />}
            >
              New guide
            </Button>
          }
        />
      }
    >
      {(items) => <MachinesWithGuidesTable items={items} />}
    </ListState>
  );
}

function SearchResults({ query, update }: { query: GuideSearchQuery; update: Update }) {
  const result = useGuideSearch(query);
  return (
    <ListState
      result={result}
      noun={['guide', 'guides']}
      update={update}
      empty={
        <Empty
          icon={<SearchX {...iconProps} aria-hidden />}
          text={messages.guide.noSearchResults}
          action={
            <Button variant="default" size="xs" onClick={() => update({ search: undefined })}>
              Clear search
            </Button>
          }
        />
      }
    >
      {(items) => <GuideSearchTable items={items} />}
    </ListState>
  );
}

/**
 * The /troubleshooting screen's body: the machines that have guides or, once something is
 * searched, the matching guides of every machine. Search and paging live in the URL.
 */
export function TroubleshootingOverview() {
  const { query, update } = useListParams(ListQuerySchema);
  const { search } = query;
  return (
    <Stack gap="md">
      <Card padding="md" role="search" aria-label="Search troubleshooting guides">
        <SearchField
          label="Search guides"
          description="Searches every machine's guides: title, symptom, error codes and steps."
          placeholder="e.g. E05, no water, grinder"
          value={search}
          onChange={(next) => update({ search: next })}
        />
      </Card>
      <Card padding={0}>
        {search ? (
          <SearchResults query={{ ...query, search }} update={update} />
        ) : (
          <MachinesList query={query} update={update} />
        )}
      </Card>
    </Stack>
  );
}
