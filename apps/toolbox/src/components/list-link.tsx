import { Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** One tappable row of a list: an icon, a title, a line under it and an optional badge. */
export function ListLink({
  to,
  icon,
  title,
  detail,
  aside,
}: {
  to: string;
  icon?: ReactNode;
  title: string;
  detail?: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <Card p={0}>
      <UnstyledButton component={Link} to={to} p="sm" display="block" mih={56}>
        <Group wrap="nowrap" gap="sm">
          {icon}
          <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
            <Text fw={600} truncate="end">
              {title}
            </Text>
            {detail && (
              <Text size="sm" c="dimmed" truncate="end" component="div">
                {detail}
              </Text>
            )}
          </Stack>
          {aside}
          <ChevronRight size={18} aria-hidden color="var(--mantine-color-gray-5)" />
        </Group>
      </UnstyledButton>
    </Card>
  );
}
