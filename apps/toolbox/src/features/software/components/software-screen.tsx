import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatFileSize, messages, relativeAge, type SoftwareItem } from '@toolbox/domain';
import { Download } from 'lucide-react';
import { Link } from 'react-router';
import { Fact } from '@toolbox/web/fact';
import { CopyValue } from '@/components/copy-value';
import { PageError } from '@/components/not-found-panel';
import { LoadingPanel } from '@/components/loading-panel';
import type { KeptFile } from '@/lib/offline/db';
import { keptFilesQuery } from '@/lib/offline/queries';
import { RemoveKeptFileButton } from '@/components/remove-kept-file-button';
import { softwareQuery } from '../api/get-software';
import { useOnline } from '@/lib/use-online';
import { urls } from '@/lib/urls';
import { paths } from '@/paths';
import { PasswordFact } from './password-fact';
import { useSoftwareDownload } from './use-software-download';

/** A software package: its facts, password, and a download checked against its SHA-256. */
export function SoftwareScreen({ id }: { id: string }) {
  const online = useOnline();
  const software = useQuery(softwareQuery(id));
  const { data: files = [] } = useQuery(keptFilesQuery());

  if (software.isPending) return <LoadingPanel message="Loading package…" />;
  if (software.isError)
    return (
      <PageError
        error={software.error}
        onRetry={() => void software.refetch()}
        back={{ to: paths.softwareList(), label: messages.toolbox.backToSoftware }}
      />
    );
  const s = software.data;
  const kept = files.find((file) => file.url === urls.softwareFile(s.id));
  return <SoftwareDetails s={s} kept={kept} online={online} />;
}

function SoftwareDetails({
  s,
  kept,
  online,
}: {
  s: SoftwareItem;
  kept: KeptFile | undefined;
  online: boolean;
}) {
  const { download, saveError, isPending } = useSoftwareDownload(s, kept);

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Badge variant="light" w="fit-content">
          {s.category}
        </Badge>
        <Title order={1} fz="h2">
          {s.name}
        </Title>
        <Text c="dimmed">Version {s.version}</Text>
        {s.description && <Text size="sm">{s.description}</Text>}
      </Stack>
      {s.isBelowMinVersion && (
        <Alert color="orange" role="status">
          This package&apos;s version is below its own minimum version ({s.minVersion}).
        </Alert>
      )}
      <Card>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
            <Fact label="Version">{s.version}</Fact>
            <Fact label="Minimum version">{s.minVersion || '—'}</Fact>
            <Fact label="Size">{formatFileSize(s.fileSizeKB)}</Fact>
            <Fact label="Uploaded">{relativeAge(s.uploadDate)}</Fact>
            <Fact label="Author">{s.author || '—'}</Fact>
            <Fact label="On this device">{kept ? 'Yes' : 'No'}</Fact>
          </SimpleGrid>
          <Fact label="Machines">
            {s.machineIds.length === 0 ? (
              '—'
            ) : (
              <Group gap={6}>
                {s.machineIds.map((machineId) => (
                  <Anchor
                    key={machineId}
                    component={Link}
                    to={paths.machine(machineId)}
                    size="sm"
                    style={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
                  >
                    {machineId}
                  </Anchor>
                ))}
              </Group>
            )}
          </Fact>
          <Fact label="SHA-256">
            <CopyValue value={s.sha256FileHash} label="Copy SHA-256" />
          </Fact>
          {s.password && <PasswordFact password={s.password} />}
          {saveError && (
            <Alert color="red" role="alert" data-testid="download-refused">
              {saveError}
            </Alert>
          )}
          <Group gap="xs">
            <Button
              leftSection={<Download size={18} />}
              loading={isPending}
              disabled={!online && !kept}
              onClick={() => void download()}
            >
              {kept ? 'Save to device' : 'Download'}
            </Button>
            {kept && <RemoveKeptFileButton url={kept.url} />}
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
