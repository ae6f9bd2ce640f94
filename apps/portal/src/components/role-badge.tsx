import { Badge, lighten, Text, type MantineSize } from '@mantine/core';
import { ROLE_COLORS } from '@toolbox/domain';
import { readableOnLight } from '@toolbox/web/theme';

/**
 * A role's theme colour (docs/product.md#role-colours: engineer, costax, admin; any letter case),
 * else neutral.
 */
export function roleColor(role: string | null | undefined): string {
  const key = (role ?? '').trim().toLowerCase();
  return Object.hasOwn(ROLE_COLORS, key) ? ROLE_COLORS[key as keyof typeof ROLE_COLORS] : 'gray';
}

/** The role as stored, in its colour; a dash when there is none. */
export function RoleBadge({ role, size }: { role: string | null | undefined; size?: MantineSize }) {
  const text = (role ?? '').trim();
  if (text === '') {
    return (
      <Text span c="dimmed" size={size ?? 'sm'} aria-label="No role">
        —
      </Text>
    );
  }
  const color = roleColor(text);
  return (
    <Badge
      color={color}
      variant="light"
      radius="sm"
      tt="none"
      data-color={color}
      // A role's own colour may be too light to read on its tint (engineer #2e77ae): its text
      // is darkened as far as WCAG AA needs, the badge keeps the colour.
      {...(color.startsWith('#') ? { c: readableOnLight(color, lighten(color, 0.85)) } : {})}
      {...(size ? { size } : {})}
    >
      {text}
    </Badge>
  );
}
