import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { SoftwareItem } from '@toolbox/domain';
import { messages } from '@toolbox/domain';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeleteSoftware } from '../api/delete-software';
import { forgetSoftware } from '../api/software-cache';

/** A package as a sentence names it: "Grinder firmware 2.1.0". */
const softwareLabel = (software: { name: string; version: string }) =>
  `${software.name} ${software.version}`.trim();

/** Delete, asked first in a danger dialog naming the package; then back to the list. */
export function DeleteSoftwareButton({ software }: { software: SoftwareItem }) {
  const [opened, setOpened] = useState(false);
  const deleteSoftware = useDeleteSoftware();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const label = softwareLabel(software);

  const confirm = async () => {
    try {
      await deleteSoftware.mutateAsync(software.id);
      toast.success(messages.software.deleted(label));
      setOpened(false);
      await navigate('/software');
      forgetSoftware(queryClient, software.id);
    } catch (error) {
      setOpened(false);
      toast.error(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <>
      <Button
        variant="outline"
        color="red"
        leftSection={<Trash2 size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        Delete
      </Button>
      <ConfirmDialog
        opened={opened}
        title={messages.software.deleteTitle}
        message={messages.software.confirmDelete(label)}
        confirmText="Delete"
        variant="danger"
        loading={deleteSoftware.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setOpened(false)}
      />
    </>
  );
}
