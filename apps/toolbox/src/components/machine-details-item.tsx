import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { MachineDetails } from '@toolbox/domain';
import type { ReactNode } from 'react';
import { ErrorPanel } from '@/components/error-panel';
import { LoadingPanel } from '@/components/loading-panel';
import { machineDetailsQuery, machineQuery } from '@/lib/catalogue-queries';

/**
 * One item of a machine's details (a guide, a part diagram): loads the machine's details answer
 * (kept for offline use as one URL), picks the item, and shows loading, failure or not-found;
 * `children` gets the item and the machine's name line.
 */
export function MachineDetailsItem<T>({
  machineId,
  pick,
  loadingMessage,
  notFoundMessage,
  children,
}: {
  machineId: string;
  pick: (details: MachineDetails) => T | undefined;
  loadingMessage: string;
  notFoundMessage: string;
  children: (item: T, machineLine: ReactNode) => ReactNode;
}) {
  const machine = useQuery(machineQuery(machineId));
  const details = useQuery(machineDetailsQuery(machineId));

  if (details.isPending) return <LoadingPanel message={loadingMessage} />;
  if (details.isError)
    return <ErrorPanel error={details.error} onRetry={() => void details.refetch()} />;
  const item = pick(details.data);
  if (item === undefined) return <ErrorPanel error={new Error(notFoundMessage)} />;
  const machineLine = machine.data ? (
    <Text size="sm" c="dimmed">
      {machine.data.manufacturer} {machine.data.model}
    </Text>
  ) : null;
  return children(item, machineLine);
}
