import type { GroupProps } from '@mantine/core';
import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';

/** The links to the public privacy and data disclosure pages, under a public screen. */
export function LegalLinks(props: Pick<GroupProps, 'justify' | 'mt'>) {
  return (
    <Group gap="lg" {...props}>
      <Anchor component={Link} to="/app/privacy" size="sm" c="dimmed">
        Privacy
      </Anchor>
      <Anchor component={Link} to="/app/data-disclosure" size="sm" c="dimmed">
        Data disclosure
      </Anchor>
    </Group>
  );
}
