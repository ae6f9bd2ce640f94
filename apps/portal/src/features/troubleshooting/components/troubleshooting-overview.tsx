import { Button, Card, Stack, Text } from '@mantine/core';
import type { GuideSearchQuery, MachinesWithGuidesQuery } from '@toolbox/domain';
import { messages, MachinesWithGuidesQuery as ListQuerySchema } from '@toolbox/domain';
import { LifeBuoy, Plus, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SearchField } from '../../../components/search-field';
import { useListParams } from '../../../lib/use-list-params';
import { useMachinesWithGuides } from '../api/get-machines-with-guides';
import { useGuideSearch } from '../api/search-guides';
import { GuideSearchTable } from './guide-search-table';
import { MachinesWithGuidesTable } from './machines-with-guides-table';

/** Toolbox's own wording while the lists load. */
const LOADING = 'Loading troubleshooting guides...';

type Update = (changes: Partial<MachinesWithGuidesQuery>) => void;

interface ListProps {
  query: MachinesWithGuidesQuery;
  update: Update;
}

/** The parts both lists share: their list state, their loading and failure texts. */
const listProps = ({ query, update }: ListProps) => ({
  list: { query, update },
  loadingMessage: LOADING,
  errorMessage: messages.guide.loadFailed,
});

function PastEnd({ update }: { update: Update }) {
  return (
    <Stack align="center" py={48}>
      <Button variant="default" size="xs" onClick={() => update({ page: 1 })}>
        Go to the first page
      </Button>
    </Stack>
  );
}

/** An empty page: the way back when it is past the end of the list, else the list's own. */
const emptyPage =
  (empty: ReactNode, update: Update) =>
  ({ total }: { total: number }) =>
    total === 0 ? empty : <PastEnd update={update} />;

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

function MachinesList({ query, update }: ListProps) {
  const result = useMachinesWithGuides(query);
  return (
    <MachinesWithGuidesTable
      result={result}
      {...listProps({ query, update })}
      empty={emptyPage(
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
        />,
        update,
      )}
    />
  );
}

function SearchResults({ query, update }: ListProps & { query: GuideSearchQuery }) {
  const result = useGuideSearch(query);
  return (
    <GuideSearchTable
      result={result}
      {...listProps({ query, update })}
      empty={emptyPage(
        <Empty
          icon={<SearchX {...iconProps} aria-hidden />}
          text={messages.guide.noSearchResults}
          action={
            <Button variant="default" size="xs" onClick={() => update({ search: undefined })}>
              Clear search
            </Button>
          }
        />,
        update,
      )}
    />
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
