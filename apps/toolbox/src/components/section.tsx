import { Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled block of a page; `badge` follows the title (a count). */
export function Section({
  title,
  badge,
  children,
}: {
  title: string;
  badge?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Group gap="xs">
        <Title order={2} fz="md" c="dimmed" tt="uppercase" lts={0.5}>
          {title}
        </Title>
        {badge}
      </Group>
      {children}
    </Stack>
  );
}
