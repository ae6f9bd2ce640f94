import { Badge, Group, SimpleGrid, Text } from '@mantine/core';
import { formatBytes } from '@toolbox/domain';
import { Server } from 'lucide-react';
import { Fact } from '@toolbox/web/fact';
import { useSystemInfo } from '../../../lib/system-info';
import { QueryState } from '../../../components/query-state';
import { SectionCard } from '../../../components/section-card';

/** Settings (admins): what this installation runs on. Mail has a card of its own (MailCard). */
export function SystemCard() {
  const body = (
    <QueryState
      query={useSystemInfo()}
      loadingMessage="Loading system information…"
      errorMessage="The system information could not be loaded."
    >
      {(data) => (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          <Fact label="Version">{data.version}</Fact>
          <Fact label="Database">
            {data.database.engine === 'postgres' ? 'PostgreSQL' : 'Embedded (PGlite)'}
          </Fact>
          <Fact label="File storage">
            {data.storage.backend === 's3' ? 'S3-compatible storage' : 'Local disk'} ·{' '}
            {formatBytes(data.storage.usedBytes)} in {data.storage.files} file
            {data.storage.files === 1 ? '' : 's'}
          </Fact>
          <Fact label="Push notifications">
            <Group gap={6}>
              <Badge color="teal" variant="light">
                Configured
              </Badge>
              <Text size="sm" span>
                {data.push.keySource === 'environment'
                  ? 'keys from the environment'
                  : 'keys generated at first start'}{' '}
                · {data.push.subscriptions} device{data.push.subscriptions === 1 ? '' : 's'}
              </Text>
            </Group>
          </Fact>
        </SimpleGrid>
      )}
    </QueryState>
  );
  return (
    <SectionCard id="system-title" title="System information" icon={Server} gap="md">
      {body}
    </SectionCard>
  );
}
