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
import { formatFileSize, relativeAge } from '@toolbox/domain';
import { Download, Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { CopyValue } from '@/components/copy-value';
import { Fact } from '@/components/fact';
import { ErrorPanel } from '@/components/error-panel';
import { LoadingPanel } from '@/components/loading-panel';
import { keptFilesQuery, useKeepFile } from '@/lib/offline/queries';
import { RemoveKeptFileButton } from '@/components/remove-kept-file-button';
import { softwareQuery } from '../api/get-software';
import { fetchVerifiedFile } from '@/lib/offline/verified-file';
import { useOnline } from '@/lib/use-online';
import { urls } from '@/lib/urls';
import { paths } from '@/paths';

/** Hands checked bytes to the browser's downloads under the package's file name. */
function saveToDevice(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A software package: its facts, password, and a download checked against its SHA-256. */
export function SoftwareScreen({ id }: { id: string }) {
  const online = useOnline();
  const software = useQuery(softwareQuery(id));
  const { data: files = [] } = useQuery(keptFilesQuery());
  const keep = useKeepFile();
  const [showPassword, setShowPassword] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  if (software.isPending) return <LoadingPanel message="Loading package…" />;
  if (software.isError)
    return <ErrorPanel error={software.error} onRetry={() => void software.refetch()} />;
  const s = software.data;
  const fileUrl = urls.softwareFile(s.id);
  const kept = files.find((file) => file.url === fileUrl);
  const fileName = `${s.name}-${s.version}.zip`.replace(/[^\w.-]+/g, '_');

  const download = async () => {
    setSaveError(null);
    try {
      // Kept already: the kept copy, checked again; otherwise downloaded, checked and kept once.
      const { blob } = kept
        ? await fetchVerifiedFile(fileUrl, s.sha256FileHash)
        : await keep.mutateAsync({
            url: fileUrl,
            kind: 'software',
            id: s.id,
            title: s.name,
            version: s.version,
            sha256: s.sha256FileHash,
          });
      saveToDevice(blob, fileName);
    } catch (error) {
      setSaveError(error instanceof Error ? error.message : String(error));
    }
  };

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
                  <Anchor key={machineId} component={Link} to={paths.machine(machineId)} size="sm">
                    {machineId}
                  </Anchor>
                ))}
              </Group>
            )}
          </Fact>
          <Fact label="SHA-256">
            <CopyValue value={s.sha256FileHash} label="Copy SHA-256" />
          </Fact>
          {s.password && (
            <Fact label="Password">
              <Group gap={4} wrap="nowrap">
                {showPassword ? (
                  <CopyValue value={s.password} label="Copy password" />
                ) : (
                  <Text ff="monospace" size="sm" aria-label="Password hidden">
                    ••••••••
                  </Text>
                )}
                <Button
                  size="compact-sm"
                  variant="subtle"
                  leftSection={showPassword ? <EyeOff size={14} /> : <Eye size={14} />}
                  onClick={() => setShowPassword((shown) => !shown)}
                >
                  {showPassword ? 'Hide' : 'Reveal'}
                </Button>
              </Group>
            </Fact>
          )}
          {saveError && (
            <Alert color="red" role="alert" data-testid="download-refused">
              {saveError}
            </Alert>
          )}
          <Group gap="xs">
            <Button
              leftSection={<Download size={18} />}
              loading={keep.isPending}
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
