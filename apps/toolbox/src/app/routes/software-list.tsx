import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Package } from 'lucide-react';
import { ErrorPanel } from '../../components/error-panel';
import { ListLink } from '../../components/list-link';
import { LoadingPanel } from '../../components/loading-panel';
import { softwareListQuery } from '../../features/software/api';

const enc = encodeURIComponent;

/** Software packages, newest version first by the domain's version comparison. */
export function Component() {
  const { data, isPending, isError, error, refetch } = useQuery(softwareListQuery());
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        Software
      </Title>
      {isPending ? (
        <LoadingPanel message="Loading software…" />
      ) : isError ? (
        <ErrorPanel error={error} onRetry={() => void refetch()} />
      ) : data.items.length === 0 ? (
        <Text c="dimmed">No software packages yet.</Text>
      ) : (
        <Stack gap="xs">
          {data.items.map((item) => (
            <ListLink
              key={item.id}
              to={`/software/${enc(item.id)}`}
              icon={<Package size={20} aria-hidden />}
              title={item.name}
              detail={`v${item.version} · ${item.category}`}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
