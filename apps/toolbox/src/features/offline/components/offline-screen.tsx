import { Card, Progress, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatBytes, messages, relativeAge } from '@toolbox/domain';
import { Wrench } from 'lucide-react';
import { LinkRows } from '@/components/link-rows';
import { ListLink } from '@/components/list-link';
import { Section } from '@/components/section';
import type { KeepJob } from '@/lib/offline/db';
import { useKeepState } from '@/lib/offline/keep-manager';
import { keepJobsQuery, keptMachinesQuery, storageQuery } from '@/lib/offline/queries';
import { KeptFilesList } from '@/components/kept-files-list';
import { queuedActivityQuery } from '../api/get-queued-activity';
import { paths } from '@/paths';

/** What this device keeps for use without signal, and how much room it takes. */
export function OfflineScreen() {
  const { data: machines = [] } = useQuery(keptMachinesQuery());
  const { data: jobs = [] } = useQuery(keepJobsQuery());
  const { data: storage } = useQuery(storageQuery());
  const { data: queued = 0 } = useQuery(queuedActivityQuery());

  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        On this device
      </Title>
      {storage && storage.quota > 0 && (
        <Card>
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              Storage
            </Text>
            <Progress value={(storage.usage / storage.quota) * 100} aria-label="Storage used" />
            <Text size="sm" c="dimmed">
              {formatBytes(storage.usage)} used of {formatBytes(storage.quota)} the browser allows
              Toolbox
            </Text>
            {queued > 0 && (
              <Text size="sm" c="dimmed">
                {queued} document {queued === 1 ? 'view waits' : 'views wait'} to be sent when you
                are online.
              </Text>
            )}
          </Stack>
        </Card>
      )}
      <Section title="Machines available offline">
        <LinkRows
          count={machines.length + jobs.length}
          empty="None yet. Open a machine and choose Make available offline."
        >
          {jobs.map((job) => (
            <KeepJobRow key={`keep-${job.machineId}`} job={job} />
          ))}
          {machines.map((machine) => (
            <ListLink
              key={machine.machineId}
              to={paths.machine(machine.machineId)}
              icon={<Wrench size={20} aria-hidden />}
              title={machine.label}
              detail={`${formatBytes(machine.totalBytes)} · kept ${relativeAge(machine.keptAt).toLowerCase()}`}
            />
          ))}
        </LinkRows>
      </Section>
      <Section title="Documents and software">
        <KeptFilesList />
      </Section>
    </Stack>
  );
}

/** A keep under way, broken off or stopped: what it is doing, linking to its machine. */
function KeepJobRow({ job }: { job: KeepJob }) {
  const state = useKeepState(job.machineId);
  const detail =
    state?.status === 'keeping'
      ? 'Keeping for offline use…'
      : (job.failed ?? messages.toolbox.keepInterrupted);
  return (
    <ListLink
      to={paths.machine(job.machineId)}
      icon={<Wrench size={20} aria-hidden />}
      title={job.label ?? 'Machine'}
      detail={detail}
    />
  );
}
