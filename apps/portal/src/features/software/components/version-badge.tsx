import { Badge, Group, Text, Tooltip } from '@mantine/core';
import type { SoftwareItem } from '@toolbox/domain';
import { messages } from '@toolbox/domain';
import { AlertTriangle } from 'lucide-react';

type VersionFields = Pick<SoftwareItem, 'version' | 'minVersion' | 'isBelowMinVersion'>;

/**
 * The version text, flagged when it is older than the package's own minVersion (the comparison of
 * docs/product.md#software-versions, done by the server): such a package cannot be installed as
 * described.
 */
export function VersionText({ software }: { software: VersionFields }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
        {software.version}
      </Text>
      {software.isBelowMinVersion ? <BelowMinBadge software={software} /> : null}
    </Group>
  );
}

export function BelowMinBadge({ software }: { software: VersionFields }) {
  const explanation = messages.software.belowMinVersion(software.version, software.minVersion);
  return (
    <Tooltip label={explanation} multiline w={260} withArrow>
      <Badge
        color="orange"
        variant="light"
        radius="sm"
        size="sm"
        tt="none"
        leftSection={<AlertTriangle size={12} aria-hidden />}
        tabIndex={0}
        style={{ flexShrink: 0 }}
        aria-label={`Below minimum version: ${explanation}`}
      >
        Below minimum
      </Badge>
    </Tooltip>
  );
}
