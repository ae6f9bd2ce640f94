import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SoftwareItem, UpdateSoftwareInput } from '@toolbox/domain';
import { api } from '@toolbox/web/api-client';
import { softwareAdded, SoftwareEnvelope, softwarePath } from './software-cache';

/**
 * PATCH /api/v1/software/{id} → `{ software }`: edits the package's fields; its file stays. Fails
 * with field details (400), 404 for a package that is gone.
 */
export const updateSoftware = (id: string, body: UpdateSoftwareInput): Promise<SoftwareItem> =>
  api.patch(softwarePath(id), body, { schema: SoftwareEnvelope });

export function useUpdateSoftware(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSoftwareInput) => updateSoftware(id, body),
    // Its page shows the edit at once; lists, facets and the dashboard reload.
    onSuccess: (software) => softwareAdded(queryClient, software),
  });
}
