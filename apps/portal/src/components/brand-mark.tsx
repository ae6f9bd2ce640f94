import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { Wrench } from 'lucide-react';

export const PRODUCT_NAME = 'Toolbox';
export const TAGLINE = 'Field service resources, in one place';

interface BrandMarkProps {
  /** Line under the name; the tagline unless given. */
  subtitle?: string;
  /** Light text for dark backgrounds. */
  inverted?: boolean;
  size?: 'sm' | 'lg';
}

export function BrandMark({ subtitle = TAGLINE, inverted = false, size = 'sm' }: BrandMarkProps) {
  const large = size === 'lg';
  return (
    <Group gap="sm" wrap="nowrap">
      <ThemeIcon size={large ? 48 : 36} radius="md" variant="filled" aria-hidden>
        <Wrench size={large ? 26 : 20} />
      </ThemeIcon>
      <Stack gap={0}>
        <Text fw={700} fz={large ? 26 : 'lg'} lh={1.2} c={inverted ? 'white' : undefined}>
          {PRODUCT_NAME}
        </Text>
        <Text fz={large ? 'sm' : 'xs'} c={inverted ? 'ink.2' : 'dimmed'} lh={1.3}>
          {subtitle}
        </Text>
      </Stack>
    </Group>
  );
}
