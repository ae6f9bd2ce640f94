import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Machine, MachineInput } from '@toolbox/domain';
import { api } from '@toolbox/web/api-client';
import { machineAdded, MachineEnvelope } from './machine-cache';

/**
 * POST /api/v1/machines → 201 `{ machine }` under the id derived from manufacturer and model.
 * 400 Manufacturer and model are required to add a machine; 409 A machine with manufacturer X
 * and model Y already exists.
 */
export const createMachine = (body: MachineInput): Promise<Machine> =>
  api.post('/api/v1/machines', body, { schema: MachineEnvelope });

export function useCreateMachine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMachine,
    onSuccess: (machine) => machineAdded(queryClient, machine),
  });
}
