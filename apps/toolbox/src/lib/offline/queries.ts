import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '@toolbox/domain';
import { keptFiles, keepFile, removeKeptFile, type KeepRequest } from '@/lib/offline/kept-files';
import { removeMachineCopy, startKeep } from '@/lib/offline/keep-manager';
import { keepJobs, keptMachines, storageEstimate } from '@/lib/offline/kept-machines';
import { DownloadInterruptedError } from '@/lib/offline/resumable-download';

/** What this device keeps: read from IndexedDB, refreshed whenever something is kept or removed. */
export const keptFilesQuery = () =>
  queryOptions({ queryKey: ['offline', 'files'], queryFn: keptFiles, networkMode: 'always' });

export const keptMachinesQuery = () =>
  queryOptions({ queryKey: ['offline', 'machines'], queryFn: keptMachines, networkMode: 'always' });

/** Keeps under way or broken off (issue #18 item 5), by machine. */
export const keepJobsQuery = () =>
  queryOptions({ queryKey: ['offline', 'keeps'], queryFn: keepJobs, networkMode: 'always' });

export const storageQuery = () =>
  queryOptions({
    queryKey: ['offline', 'storage'],
    queryFn: storageEstimate,
    networkMode: 'always',
  });

export function useKeepFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: KeepRequest) =>
      keepFile(request).catch((error: unknown) => {
        // What arrived is saved: tapped again, the download continues where it stopped.
        if (error instanceof DownloadInterruptedError)
          throw new Error(messages.toolbox.keepFileInterrupted);
        throw error;
      }),
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

/** Starts keeping a machine (it runs on, whichever screen is open); the lists refresh when it ends. */
export function useStartKeep() {
  const queryClient = useQueryClient();
  return (machineId: string, excluded?: string[]) =>
    startKeep(machineId, {
      ...(excluded ? { excluded } : {}),
      onSettled: () => void queryClient.invalidateQueries({ queryKey: ['offline'] }),
    });
}

export function useRemoveKeptMachine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (machineId: string) => removeMachineCopy(machineId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['offline'] }),
  });
}
