import { Skeleton, Stack } from '@mantine/core';

/** A card's loading state: grey lines of the given widths, named for screen readers. */
export function SkeletonLines({ label, widths }: { label: string; widths: string[] }) {
  return (
    <Stack gap="sm" aria-label={label}>
      {widths.map((width, index) => (
        <Skeleton key={index} h={16} w={width} />
      ))}
    </Stack>
  );
}
