import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { keptFiles, keepFile, removeKeptFile, type KeepRequest } from '@/lib/offline/kept-files';
import {
  keepMachine,
  keptMachines,
  removeKeptMachine,
  storageEstimate,
  type KeepProgress,
} from '@/lib/offline/keep-machine';

/** What this device keeps: read from IndexedDB, refreshed whenever something is kept or removed. */
export const keptFilesQuery = () =>
  queryOptions({ queryKey: ['offline', 'files'], queryFn: keptFiles, networkMode: 'always' });

export const keptMachinesQuery = () =>
  queryOptions({ queryKey: ['offline', 'machines'], queryFn: keptMachines, networkMode: 'always' });

export const storageQuery = () =>
  queryOptions({
    queryKey: ['offline', 'storage'],
    queryFn: storageEstimate,
    networkMode: 'always',
  });

export function useKeepFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: KeepRequest) => keepFile(request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['offline'] }),
  });
}

export function useRemoveKeptFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (url: string) => removeKeptFile(url),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['offline'] }),
  });
}

export function useKeepMachine(onProgress: (progress: KeepProgress) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (machineId: string) => keepMachine(machineId, { onProgress }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['offline'] }),
  });
}

export function useRemoveKeptMachine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (machineId: string) => removeKeptMachine(machineId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['offline'] }),
  });
}
