import { Anchor, Badge, Group, Text, type MantineSize, type TextProps } from '@mantine/core';
import { relativeAge } from '@toolbox/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../lib/format';
import { FileTypeBadge } from './file-type-badge';

interface RowTitleProps {
  /** The item's own page. */
  to: string;
  children: ReactNode;
  /** A smaller dimmed line under the title (author, symptom, category); none when empty. */
  detail?: ReactNode;
  /** How the detail line is cut: `truncate`, `lineClamp`. */
  detailProps?: Pick<TextProps, 'truncate' | 'lineClamp'>;
}

/** A row's title: the bold link to the item's page, with an optional line under it. */
export function RowTitle({ to, children, detail, detailProps }: RowTitleProps) {
  return (
    <>
      <Anchor component={Link} to={to} fw={600} size="sm" c="var(--mantine-color-text)">
        {children}
      </Anchor>
      {detail ? (
        <Text size="xs" c="dimmed" {...detailProps}>
          {detail}
        </Text>
      ) : null}
    </>
  );
}

interface DateTextProps {
  /** An ISO timestamp. */
  date: string;
  /** How the cell shows it; how long ago unless told otherwise. */
  format?: (date: string) => string;
}

/** A date cell on one line: how long ago (or the day), the exact time on hover. */
export function DateText({ date, format = relativeAge }: DateTextProps) {
  return (
    <Text size="sm" title={formatDateTime(date)} style={{ whiteSpace: 'nowrap' }}>
      {format(date)}
    </Text>
  );
}

/** A text cell that shows a dimmed dash when there is nothing to show. */
export function OrDash({
  value,
  lineClamp,
}: {
  value: string | null | undefined;
  lineClamp?: number;
}) {
  return (
    <Text size="sm" c={value ? undefined : 'dimmed'} lineClamp={lineClamp}>
      {value || '—'}
    </Text>
  );
}

interface FileTitleProps {
  /** The file's type, as its badge shows it. */
  type: string | null | undefined;
  to: string;
  /** The link's size; the text's own size without it. */
  size?: MantineSize;
  children: ReactNode;
}

/** A file's title cell: its type badge and the link to it, on one line. */
export function FileTitle({ type, to, size, children }: FileTitleProps) {
  return (
    <Group gap="sm" wrap="nowrap">
      <FileTypeBadge type={type} />
      <Anchor component={Link} to={to} fw={500} size={size} lineClamp={1}>
        {children}
      </Anchor>
    </Group>
  );
}

/** Names (categories) as a row of quiet outlined badges. */
export function OutlineBadges({ names }: { names: readonly string[] }) {
  return (
    <Group gap={4}>
      {names.map((name) => (
        <Badge key={name} variant="outline" color="gray" radius="sm" tt="none">
          {name}
        </Badge>
      ))}
    </Group>
  );
}
