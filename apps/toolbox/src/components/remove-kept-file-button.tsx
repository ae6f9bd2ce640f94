import { Button } from '@mantine/core';
import { Trash2 } from 'lucide-react';
import { useRemoveKeptFile } from '@/lib/offline/queries';

/** Removes a kept document or package from this device (its bytes and its record). */
export function RemoveKeptFileButton({ url }: { url: string }) {
  const remove = useRemoveKeptFile();
  return (
    <Button
      variant="subtle"
      color="red"
      leftSection={<Trash2 size={18} />}
      loading={remove.isPending}
      onClick={() => remove.mutate(url)}
    >
      Remove from device
    </Button>
  );
}
