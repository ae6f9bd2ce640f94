import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { MachineDetails } from '@toolbox/domain';
import type { ReactNode } from 'react';
import { ErrorPanel } from '@/components/error-panel';
import { LoadingPanel } from '@/components/loading-panel';
import { machineDetailsQuery, machineQuery } from '@/lib/catalogue-queries';

/** The lists of a machine's details answer whose items have a screen of their own. */
type ItemSection = 'troubleshootingGuides' | 'partDiagrams';

/** What each list's screen says while it loads and when the item is not in the answer. */
const SECTION_TEXTS: Record<ItemSection, { loading: string; notFound: string }> = {
  troubleshootingGuides: { loading: 'Loading guide…', notFound: 'Guide not found' },
  partDiagrams: { loading: 'Loading diagram…', notFound: 'Part diagram not found' },
};

/**
 * One item of a machine's details (a guide, a part diagram): loads the machine's details answer
 * (kept for offline use as one URL), finds the item by id in its list, and shows loading, failure
 * or not-found; `children` gets the item and the machine's name line.
 */
export function MachineDetailsItem<S extends ItemSection>({
  machineId,
  section,
  itemId,
  children,
}: {
  machineId: string;
  section: S;
  itemId: string;
  children: (item: MachineDetails[S][number], machineLine: ReactNode) => ReactNode;
}) {
  const machine = useQuery(machineQuery(machineId));
  const details = useQuery(machineDetailsQuery(machineId));
  const texts = SECTION_TEXTS[section];

  if (details.isPending) return <LoadingPanel message={texts.loading} />;
  if (details.isError)
    return <ErrorPanel error={details.error} onRetry={() => void details.refetch()} />;
  const items: MachineDetails[S][number][] = details.data[section];
  const item = items.find((candidate) => candidate.id === itemId);
  if (item === undefined) return <ErrorPanel error={new Error(texts.notFound)} />;
  const machineLine = machine.data ? (
    <Text size="sm" c="dimmed">
      {machine.data.manufacturer} {machine.data.model}
    </Text>
  ) : null;
  return children(item, machineLine);
}

/** An item screen's heading: the machine's name line, the item's title, then what `children` add. */
export function DetailsItemHeading({
  machineLine,
  title,
  gap = 4,
  children,
}: {
  machineLine: ReactNode;
  title: string;
  gap?: number;
  children?: ReactNode;
}) {
  return (
    <Stack gap={gap}>
      {machineLine}
      <Title order={1} fz="h2">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
