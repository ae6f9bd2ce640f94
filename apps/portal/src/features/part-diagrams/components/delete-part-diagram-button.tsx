import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { PartDiagram } from '@toolbox/domain';
import { messages } from '@toolbox/domain';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeletePartDiagram } from '../api/delete-part-diagram';
import { forgetPartDiagram } from '../api/part-diagram-cache';
import { PARTS_PATH } from './diagram-paths';

/** Delete, asked first in a danger dialog naming the diagram; then back to the parts list. */
export function DeletePartDiagramButton({ diagram }: { diagram: PartDiagram }) {
  const [opened, setOpened] = useState(false);
  const deleteDiagram = useDeletePartDiagram();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const confirm = async () => {
    try {
      await deleteDiagram.mutateAsync({ machineId: diagram.machineId, id: diagram.id });
      toast.success(messages.partDiagram.deleted);
      setOpened(false);
      await navigate(PARTS_PATH);
      forgetPartDiagram(queryClient, diagram.machineId, diagram.id);
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
        title="Delete part diagram"
        message={`Delete the part diagram "${diagram.title}" with its parts list and hotspots? Engineers will no longer see it.`}
        confirmText="Delete"
        variant="danger"
        loading={deleteDiagram.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setOpened(false)}
      />
    </>
  );
}
