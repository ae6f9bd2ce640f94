import { Badge, Group, Text } from '@mantine/core';

/** Colours for the default severity levels; a level an administrator added shows in blue. */
const SEVERITY_COLORS: Record<string, string> = {
  low: 'gray',
  medium: 'yellow',
  high: 'orange',
  critical: 'red',
};

/** A guide's severity as a coloured badge, or a dash when it has none. */
export function SeverityBadge({ severity }: { severity: string }) {
  if (!severity) {
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  }
  return (
    <Badge variant="light" color={SEVERITY_COLORS[severity.toLowerCase()] ?? 'blue'}>
      {severity}
    </Badge>
  );
}

/** Error codes as small outlined badges (the first `max`, then "+N"), or a dash when none. */
export function ErrorCodeBadges({ codes, max = 4 }: { codes: readonly string[]; max?: number }) {
  if (codes.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  }
  const shown = codes.slice(0, max);
  return (
    <Group gap={4} wrap="wrap">
      {shown.map((code) => (
        <Badge key={code} variant="outline" color="gray" radius="sm" tt="none">
          {code}
        </Badge>
      ))}
      {codes.length > shown.length ? (
        <Text size="xs" c="dimmed">
          +{codes.length - shown.length}
        </Text>
      ) : null}
    </Group>
  );
}
