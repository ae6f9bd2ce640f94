import { Group, Stack, ThemeIcon } from '@mantine/core';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A borderless list of activity rows (the dashboard's and the document activity card's). */
export function ActivityList({ testId, children }: { testId?: string; children: ReactNode }) {
  return (
    <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }} data-testid={testId}>
      {children}
    </Stack>
  );
}

interface ActivityRowProps {
  icon: LucideIcon;
  color: string;
  /** What happened, as the icon's name for screen readers ("Viewed", "Software"). */
  label: string;
  /** The smaller rows of a card within a page. */
  compact?: boolean;
  /** When it happened (and by whom), at the right. */
  aside: ReactNode;
  /** What it happened to, beside the icon. */
  children: ReactNode;
}

/** One line of an ActivityList: the kind's icon, what it was about, and when. */
export function ActivityRow({
  icon: Icon,
  color,
  label,
  compact = false,
  aside,
  children,
}: ActivityRowProps) {
  return (
    <Group
      component="li"
      wrap="nowrap"
      gap="md"
      py={compact ? 'xs' : 'sm'}
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
    >
      <ThemeIcon size={compact ? 32 : 36} radius="md" variant="light" color={color}>
        <Icon size={compact ? 16 : 18} aria-label={label} />
      </ThemeIcon>
      <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
      {aside}
    </Group>
  );
}
