import { Badge } from '@mantine/core';
import { fileTypeOf, IMAGE_FILE_TYPES, isPdf } from '@toolbox/domain';

/**
 * The file-type badge of docs/product.md#document-display: PDF red, images teal, archives grape,
 * anything else grey.
 */
export function FileTypeBadge({ type }: { type: string | null | undefined }) {
  const short = fileTypeOf(type);
  const color = isPdf(short)
    ? 'red'
    : (IMAGE_FILE_TYPES as readonly string[]).includes(short)
      ? 'teal'
      : short === 'zip'
        ? 'grape'
        : 'gray';
  return (
    <Badge color={color} variant="light" radius="sm" size="sm" tt="uppercase">
      {short || 'file'}
    </Badge>
  );
}
