import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { UserMachinesSchema } from '@toolbox/domain';
import { api } from '@toolbox/web/api-client';

const machinesKey = (id: string) => ['users', 'machines', id] as const;
const machinesPath = (id: string) => `/api/v1/users/${encodeURIComponent(id)}/machines`;

/** GET /api/v1/users/{id}/machines: the machines a person services (decision 029). */
export function useUserMachines(id: string) {
  return useQuery({
    queryKey: machinesKey(id),
    queryFn: ({ signal }) => api.get(machinesPath(id), { schema: UserMachinesSchema, signal }),
  });
}

/** PUT /api/v1/users/{id}/machines: replaces them. */
export function useSetUserMachines(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (machineIds: string[]) =>
      api.put(machinesPath(id), { machineIds }, { schema: UserMachinesSchema }),
    onSuccess: (saved) => queryClient.setQueryData(machinesKey(id), saved),
  });
}
