import { useQueryClient } from '@tanstack/react-query';
import type { SoftwareItem } from '@toolbox/domain';
import { messages } from '@toolbox/domain';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { DeleteButton } from '../../../components/delete-button';
import { useDeleteSoftware } from '../api/delete-software';
import { forgetSoftware } from '../api/software-cache';

/** A package as a sentence names it: "Grinder firmware 2.1.0". */
const softwareLabel = (software: { name: string; version: string }) =>
  `${software.name} ${software.version}`.trim();

/** Delete, asked first in a danger dialog naming the package; then back to the list. */
export function DeleteSoftwareButton({ software }: { software: SoftwareItem }) {
  const deleteSoftware = useDeleteSoftware();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const label = softwareLabel(software);

  return (
    <DeleteButton
      title={messages.software.deleteTitle}
      message={messages.software.confirmDelete(label)}
      loading={deleteSoftware.isPending}
      onDelete={() => deleteSoftware.mutateAsync(software.id)}
      onDeleted={async () => {
        toast.success(messages.software.deleted(label));
        await navigate('/software');
        forgetSoftware(queryClient, software.id);
      }}
    />
  );
}
