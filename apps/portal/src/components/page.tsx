import type { MantineSpacing } from '@mantine/core';
import { Card, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PageHeaderProps } from './page-header';
import { PageHeader } from './page-header';

interface PageProps extends PageHeaderProps {
  /** The widest the screen's content goes (a form), in pixels. */
  maw?: number;
  gap?: MantineSpacing;
  children: ReactNode;
}

/** A screen: its header, then its content. */
export function Page({ maw, gap = 'lg', children, ...header }: PageProps) {
  return (
    <Stack gap={gap} maw={maw}>
      <PageHeader {...header} />
      {children}
    </Stack>
  );
}

/**
 * The `frame` of a detail screen's QueryState: a failed or missing load shows under the screen's
 * header (in a card of its own with `inCard`), as the loaded screen would.
 */
export function pageFrame(
  header: PageHeaderProps,
  { inCard = false, gap = 'lg' }: { inCard?: boolean; gap?: MantineSpacing } = {},
) {
  function PageFrame(panel: ReactNode) {
    return (
      <Page {...header} gap={gap}>
        {inCard ? <Card>{panel}</Card> : panel}
      </Page>
    );
  }
  return PageFrame;
}
