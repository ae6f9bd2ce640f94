import { Stack, Text, Title } from '@mantine/core';
import { DashboardView } from '../../features/dashboard/components/dashboard-view';

export function Component() {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz="h2">
          Dashboard
        </Title>
        <Text c="dimmed" size="sm">
          An overview of the content your field engineers rely on.
        </Text>
      </div>
      <DashboardView />
    </Stack>
  );
}
