import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateSoftwareInput, SoftwareItem } from '@toolbox/domain';
import { api } from '@toolbox/web/api-client';
import { softwareAdded, SoftwareEnvelope } from './software-cache';

/**
 * POST /api/v1/software → 201 `{ software }`: publishes a finished upload as a package. Fails
 * with field details (400), 400 Only ZIP files are allowed. when the bytes are no ZIP, 422 when
 * they do not match their hash, 413 over the size limit.
 */
export const createSoftware = (body: CreateSoftwareInput): Promise<SoftwareItem> =>
  api.post('/api/v1/software', body, { schema: SoftwareEnvelope });

export function useCreateSoftware() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSoftware,
    onSuccess: (software) => softwareAdded(queryClient, software),
  });
}
