import { Button, Chip, Group, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { MachineListItem } from '@toolbox/domain';
import { Wrench } from 'lucide-react';
import { useEffect, useMemo, useRef, type Ref } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorPanel } from '@/components/error-panel';
import { ListLink } from '@/components/list-link';
import { LoadingPanel } from '@/components/loading-panel';
import { Section } from '@/components/section';
import { machinePagesQuery, manufacturersQuery } from '../api/get-machines';
import { paths } from '@/paths';

/**
 * The pages' machines, each once: a machine added between two pages moves the rest along by one,
 * so the next page can repeat the last machine of the one before.
 */
function uniqueById(pages: readonly { items: MachineListItem[] }[]): MachineListItem[] {
  const seen = new Set<string>();
  return pages
    .flatMap((page) => page.items)
    .filter((machine) => !seen.has(machine.id) && Boolean(seen.add(machine.id)));
}

/** Consecutive machines of one manufacturer (the server orders by manufacturer, then model). */
function byManufacturer(machines: readonly MachineListItem[]) {
  const groups: { manufacturer: string; machines: MachineListItem[] }[] = [];
  for (const machine of machines) {
    const last = groups.at(-1);
    if (last && last.manufacturer.toLowerCase() === machine.manufacturer.toLowerCase()) {
      last.machines.push(machine);
    } else {
      groups.push({ manufacturer: machine.manufacturer, machines: [machine] });
    }
  }
  return groups;
}

/**
 * Machines by manufacturer, a page at a time: a chip per manufacturer (with its count) narrows
 * the list, and "Show more machines" reads the next page.
 */
export function MachinesScreen() {
  const [params, setParams] = useSearchParams();
  const chosen = params.get('manufacturer') ?? undefined;
  const manufacturers = useQuery(manufacturersQuery());
  // Another manufacturer keeps the list on screen (dimmed) until its own first page comes.
  const pages = useInfiniteQuery({
    ...machinePagesQuery(chosen),
    placeholderData: keepPreviousData,
  });
  const list = useRef<HTMLDivElement>(null);
  const shown = useMemo(() => uniqueById(pages.data?.pages ?? []), [pages.data]);
  // Where the machines "Show more" asked for begin, until focus has moved there (the button may
  // be gone once they are in).
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    if (focusFrom.current === null || shown.length <= focusFrom.current) return;
    list.current?.querySelectorAll('a')[focusFrom.current]?.focus();
    focusFrom.current = null;
  }, [shown.length]);

  if (pages.isPending) return <LoadingPanel message="Loading machines…" />;

  const total = pages.data?.pages.at(-1)?.total ?? 0;
  // Only a real answer for no manufacturer says the catalogue is empty.
  const empty = total === 0 && !chosen && !pages.isPlaceholderData && !pages.isError;
  const more = () => {
    focusFrom.current = shown.length;
    void pages.fetchNextPage();
  };

  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        Machines
      </Title>
      {empty ? (
        <Text c="dimmed">No machines in the catalogue yet.</Text>
      ) : (
        <>
          <ScrollArea type="never">
            <Chip.Group
              value={chosen ?? ''}
              onChange={(value) =>
                setParams(value ? { manufacturer: value } : {}, { replace: true })
              }
            >
              <Group gap="xs" wrap="nowrap" pb={4}>
                <Chip value="">All</Chip>
                {(manufacturers.data ?? []).map(({ name, count }) => (
                  <Chip key={name} value={name}>
                    {`${name} (${count})`}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </ScrollArea>
          {pages.data ? (
            <MachineList
              ref={list}
              shown={shown}
              total={total}
              chosen={chosen}
              dimmed={pages.isPlaceholderData}
              busy={pages.isFetching}
            />
          ) : (
            // The chosen manufacturer's first page failed: the chips stay, to choose another.
            <ErrorPanel error={pages.error} onRetry={() => void pages.refetch()} />
          )}
          {pages.data && shown.length < total ? (
            <Stack gap="xs" align="center">
              <Text size="sm" c="dimmed" aria-live="polite">
                Showing {shown.length} of {total} machines
              </Text>
              {pages.isFetchNextPageError ? (
                <Text size="sm" c="red.8" role="alert">
                  The next machines could not be loaded. Check the connection and try again.
                </Text>
              ) : null}
              <Button
                variant="default"
                loading={pages.isFetchingNextPage}
                disabled={pages.isPlaceholderData}
                onClick={more}
              >
                Show more machines
              </Button>
            </Stack>
          ) : null}
        </>
      )}
    </Stack>
  );
}

interface MachineListProps {
  ref: Ref<HTMLDivElement>;
  shown: MachineListItem[];
  total: number;
  chosen: string | undefined;
  dimmed: boolean;
  busy: boolean;
}

/** The machines read so far, by manufacturer; dimmed while another manufacturer's come. */
function MachineList({ ref, shown, total, chosen, dimmed, busy }: MachineListProps) {
  return (
    <>
      {total === 0 && chosen ? <Text c="dimmed">{`No machines from ${chosen}.`}</Text> : null}
      <Stack ref={ref} gap="md" aria-busy={busy} style={{ opacity: dimmed ? 0.6 : 1 }}>
        {byManufacturer(shown).map((group) => (
          <Section key={group.machines[0]!.id} title={group.manufacturer}>
            {group.machines.map((machine) => (
              <ListLink
                key={machine.id}
                to={paths.machine(machine.id)}
                icon={<Wrench size={20} aria-hidden />}
                title={machine.model}
                detail={[
                  machine.category,
                  `${machine.counts.troubleshootingGuides} guides`,
                  `${machine.counts.documents} documents`,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            ))}
          </Section>
        ))}
      </Stack>
    </>
  );
}
