import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Machine, UpdateMachineInput } from '@toolbox/domain';
import { api } from '@toolbox/web/api-client';
import { machineChanged, MachineEnvelope, machinePath } from './machine-cache';

/**
 * PATCH /api/v1/machines/:id → `{ machine }`, merging only the fields given. A new manufacturer
 * or model moves a non-temporary machine to its new derived id, with everything linked to it
 * (docs/product.md#machine-changes), so the answer's id may differ from the one asked for. 409 when
 * that id is taken.
 */
export const updateMachine = ({
  id,
  changes,
}: {
  id: string;
  changes: UpdateMachineInput;
}): Promise<Machine> => api.patch(machinePath(id), changes, { schema: MachineEnvelope });

export function useUpdateMachine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMachine,
    onSuccess: (machine, { id }) => machineChanged(queryClient, id, machine),
  });
}
