import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@toolbox/client/http';
import { messages, type MachineDetails } from '@toolbox/domain';
import type { ReactNode } from 'react';
import { ErrorPanel } from '@/components/error-panel';
import { LoadingPanel } from '@/components/loading-panel';
import { NotFoundPanel } from '@/components/not-found-panel';
import { machineDetailsQuery, machineQuery } from '@/lib/catalogue-queries';
import { paths } from '@/paths';

/** The lists of a machine's details answer whose items have a screen of their own. */
type ItemSection = 'troubleshootingGuides' | 'partDiagrams';

/**
 * What each list's screen says while it loads and when the item is not in the answer: the data
 * layer's own not-found messages (docs/product.md#toolbox-not-found).
 */
const SECTION_TEXTS: Record<ItemSection, { loading: string; notFound: (id: string) => string }> = {
  troubleshootingGuides: { loading: 'Loading guide…', notFound: messages.machine.guideNotFound },
  partDiagrams: { loading: 'Loading diagram…', notFound: () => messages.partDiagram.notFound },
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
  if (details.isError && isApiError(details.error) && details.error.status === 404)
    return (
      <NotFoundPanel
        message={messages.machine.notFound}
        back={{ to: paths.machines(), label: messages.toolbox.backToMachines }}
      />
    );
  if (details.isError)
    return <ErrorPanel error={details.error} onRetry={() => void details.refetch()} />;
  const items: MachineDetails[S][number][] = details.data[section];
  const item = items.find((candidate) => candidate.id === itemId);
  // Online or from the kept answer alike: the machine's list does not hold this id.
  if (item === undefined)
    return (
      <NotFoundPanel
        message={texts.notFound(itemId)}
        back={{ to: paths.machine(machineId), label: messages.toolbox.backToMachine }}
      />
    );
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
