import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface PageHeaderProps {
  title: ReactNode;
  /** Badges right after the title (a version, a role, a status), even when there are none now. */
  badges?: ReactNode;
  description?: ReactNode;
  /** Buttons on the right. */
  actions?: ReactNode;
  /** A link back to the parent screen. */
  back?: { to: string; label: string };
}

/** The heading block of a screen: optional back link, title, one line of context, actions. */
export function PageHeader({ title, badges, description, actions, back }: PageHeaderProps) {
  return (
    <Stack gap={6}>
      {back ? (
        <Anchor component={Link} to={back.to} size="sm" c="dimmed" w="fit-content">
          <Group gap={4} wrap="nowrap">
            <ArrowLeft size={14} aria-hidden />
            {back.label}
          </Group>
        </Anchor>
      ) : null}
      <Group justify="space-between" align="flex-end" gap="md">
        <div style={{ minWidth: 0 }}>
          <Title order={1} fz="h2">
            {badges !== undefined ? (
              <Group gap="sm" component="span">
                {title}
                {badges}
              </Group>
            ) : (
              title
            )}
          </Title>
          {description ? (
            <Text c="dimmed" size="sm">
              {description}
            </Text>
          ) : null}
        </div>
        {actions ? <Group gap="sm">{actions}</Group> : null}
      </Group>
    </Stack>
  );
}
