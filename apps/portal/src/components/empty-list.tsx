import { Button, Stack, Text } from '@mantine/core';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Why a list shows nothing: filters, a page past the end, or nothing at all yet. */
export type EmptyReason = 'filtered' | 'past-end' | 'first-run';

/** The reason for an empty page of a list that has `total` items under its filters. */
export function emptyReason(total: number, isFiltered: boolean): EmptyReason {
  return total > 0 ? 'past-end' : isFiltered ? 'filtered' : 'first-run';
}

/** A list's three empty texts, from its group of messages. */
export function emptyTexts(group: {
  listEmpty: string;
  listPastEnd: string;
  listFirstRun: string;
}): Record<EmptyReason, string> {
  return {
    filtered: group.listEmpty,
    'past-end': group.listPastEnd,
    'first-run': group.listFirstRun,
  };
}

/** What an empty list offers before its first item: the link to add it. */
export function FirstRunLink({
  to,
  icon: Icon,
  children,
}: {
  to: string;
  icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <Button component={Link} to={to} size="xs" leftSection={<Icon size={14} aria-hidden />}>
      {children}
    </Button>
  );
}

interface EmptyListProps {
  reason: EmptyReason;
  icon: LucideIcon;
  /** What the list says for each reason. */
  text: Record<EmptyReason, string>;
  /** What the first-run state offers: the way to add the first item. */
  firstRun: ReactNode;
  onClear: () => void;
  onFirstPage: () => void;
}

/** An empty list with the one thing that helps: clear the filters, go back, or add the first. */
export function EmptyList({
  reason,
  icon: Icon,
  text,
  firstRun,
  onClear,
  onFirstPage,
}: EmptyListProps) {
  return (
    <Stack align="center" gap="sm" py={56} px="md" ta="center">
      <Icon size={36} strokeWidth={1.5} color="var(--mantine-color-gray-5)" aria-hidden />
      <Text fw={600}>{text[reason]}</Text>
      {reason === 'filtered' ? (
        <Button variant="default" size="xs" onClick={onClear}>
          Clear filters
        </Button>
      ) : reason === 'past-end' ? (
        <Button variant="default" size="xs" onClick={onFirstPage}>
          Go to the first page
        </Button>
      ) : (
        firstRun
      )}
    </Stack>
  );
}
