import type { CardProps, MantineSpacing } from '@mantine/core';
import { Card, Group, Stack, Title } from '@mantine/core';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface SectionHeadingProps {
  /** The heading's id, which the section names itself by (`aria-labelledby`). */
  id: string;
  title: ReactNode;
  /** A small dimmed icon before the title. */
  icon?: LucideIcon | undefined;
  /** Right after the title (a status badge); only with an icon. */
  badge?: ReactNode;
  mb?: MantineSpacing | undefined;
}

/** A card section's title, with its icon and badge when it has them. */
export function SectionHeading({ id, title, icon: Icon, badge, mb }: SectionHeadingProps) {
  if (!Icon) {
    return (
      <Title order={2} fz="lg" mb={mb} id={id}>
        {title}
      </Title>
    );
  }
  return (
    <Group gap="xs" mb={mb}>
      <Icon size={18} aria-hidden color="var(--mantine-color-dimmed)" />
      <Title order={2} fz="lg" id={id}>
        {title}
      </Title>
      {badge}
    </Group>
  );
}

interface SectionCardProps extends Omit<SectionHeadingProps, 'mb'> {
  /** At the far right of the title (a file type badge). */
  aside?: ReactNode;
  h?: CardProps['h'];
  /** Stacks the title and the content with this gap (a card of several parts). */
  gap?: MantineSpacing;
  children: ReactNode;
}

/** A card that is a titled section of its page: the heading names the region. */
export function SectionCard({ aside, h, gap, children, ...heading }: SectionCardProps) {
  return (
    <Card component="section" aria-labelledby={heading.id} h={h}>
      {gap !== undefined ? (
        <Stack gap={gap}>
          <SectionHeading {...heading} />
          {children}
        </Stack>
      ) : (
        <>
          {aside ? (
            <Group justify="space-between" mb="md" gap="sm">
              <SectionHeading {...heading} />
              {aside}
            </Group>
          ) : (
            <SectionHeading {...heading} mb="md" />
          )}
          {children}
        </>
      )}
    </Card>
  );
}
