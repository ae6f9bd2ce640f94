import { Anchor, Group, type MantineColor, type MantineSize } from '@mantine/core';

/**
 * Privacy and Data disclosure: pages the portal serves (outside the toolbox's scope, so plain
 * links that leave the app).
 */
export function LegalLinks({
  size,
  color,
  gap,
}: {
  size: MantineSize;
  color: MantineColor;
  gap: MantineSize;
}) {
  return (
    <Group gap={gap} justify="center">
      <Anchor href="/app/privacy" size={size} c={color}>
        Privacy
      </Anchor>
      <Anchor href="/app/data-disclosure" size={size} c={color}>
        Data disclosure
      </Anchor>
    </Group>
  );
}
