import { useQueryClient } from '@tanstack/react-query';
import type { PartDiagram } from '@toolbox/domain';
import { messages } from '@toolbox/domain';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { DeleteButton } from '../../../components/delete-button';
import { useDeletePartDiagram } from '../api/delete-part-diagram';
import { forgetPartDiagram } from '../api/part-diagram-cache';
import { PARTS_PATH } from './diagram-paths';

/** Delete, asked first in a danger dialog naming the diagram; then back to the parts list. */
export function DeletePartDiagramButton({ diagram }: { diagram: PartDiagram }) {
  const deleteDiagram = useDeletePartDiagram();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  return (
    <DeleteButton
      title="Delete part diagram"
      message={`Delete the part diagram "${diagram.title}" with its parts list and hotspots? Engineers will no longer see it.`}
      loading={deleteDiagram.isPending}
      onDelete={() => deleteDiagram.mutateAsync({ machineId: diagram.machineId, id: diagram.id })}
      onDeleted={async () => {
        toast.success(messages.partDiagram.deleted);
        await navigate(PARTS_PATH);
        forgetPartDiagram(queryClient, diagram.machineId, diagram.id);
      }}
    />
  );
}
