import { Badge, Group, Text, Tooltip } from '@mantine/core';
import type { MachineName } from '@toolbox/domain';
import { machineLabel } from '../../../lib/machines';

interface MachineBadgesProps {
  ids: readonly string[];
  machines: readonly MachineName[] | undefined;
  /** How many badges show before the rest fold into "+N". */
  max?: number;
}

/** A package's machines by name from the catalogue; an id it does not know shows as itself. */
export function MachineBadges({ ids, machines, max = Infinity }: MachineBadgesProps) {
  if (ids.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        None
      </Text>
    );
  }
  const labels = ids.map((id) => machineLabel(machines, id));
  const shown = labels.slice(0, max);
  const rest = labels.slice(max);
  return (
    <Group gap={4}>
      {shown.map((label, i) => (
        <Badge key={ids[i]} variant="default" radius="sm" tt="none" fw={500}>
          {label}
        </Badge>
      ))}
      {rest.length > 0 ? (
        <Tooltip label={rest.join(', ')} multiline w={240} withArrow>
          <Badge variant="light" color="gray" radius="sm" tt="none" tabIndex={0}>
            +{rest.length} more
          </Badge>
        </Tooltip>
      ) : null}
    </Group>
  );
}
