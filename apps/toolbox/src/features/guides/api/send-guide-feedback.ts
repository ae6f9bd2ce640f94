import { useMutation } from '@tanstack/react-query';
import { api } from '@toolbox/web/api-client';

const enc = encodeURIComponent;

/** "This fixed it" / "It did not": one answer per engineer per guide, replaceable. */
export function useGuideFeedback(machineId: string, guideId: string) {
  return useMutation({
    mutationFn: (fixed: boolean) =>
      api.post(`/api/v1/machines/${enc(machineId)}/guides/${enc(guideId)}/feedback`, { fixed }),
  });
}
