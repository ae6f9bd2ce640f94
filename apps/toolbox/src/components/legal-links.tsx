import { Anchor, Group, type MantineColor, type MantineSize } from '@mantine/core';

/** A link a thumb can hit: 44 px tall however small its text (issue #18 item 3). */
const TOUCH_TARGET = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 44,
  minWidth: 44,
} as const;

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
      <Anchor href="/app/privacy" size={size} c={color} style={TOUCH_TARGET}>
        Privacy
      </Anchor>
      <Anchor href="/app/data-disclosure" size={size} c={color} style={TOUCH_TARGET}>
        Data disclosure
      </Anchor>
    </Group>
  );
}
