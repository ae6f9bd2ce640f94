import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ErrorPanel } from '@/components/error-panel';
import { SoftwareLink } from '@/components/catalogue-links';
import { LoadingPanel } from '@/components/loading-panel';
import { softwareListQuery } from '@/lib/catalogue-queries';

/** Software packages, newest version first by the domain's version comparison. */
export function SoftwareListScreen() {
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
            <SoftwareLink key={item.id} software={item} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
