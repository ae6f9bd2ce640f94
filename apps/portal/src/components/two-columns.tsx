import { Grid } from '@mantine/core';
import type { ReactNode } from 'react';

/** A wide column and a narrower one beside it from large screens up, one under the other below. */
export function TwoColumns({ main, side }: { main: ReactNode; side: ReactNode }) {
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 7 }}>{main}</Grid.Col>
      <Grid.Col span={{ base: 12, lg: 5 }}>{side}</Grid.Col>
    </Grid>
  );
}
