import { useMutation } from '@tanstack/react-query';
import { sendOrQueue } from '@/lib/offline/outbox';

const enc = encodeURIComponent;

/**
 * "This fixed it" / "It did not": one answer per engineer per guide, replaceable. Without signal
 * it waits in the device's outbox and is sent when the signal is back (issue #18 item 1).
 */
export function useGuideFeedback(machineId: string, guideId: string) {
  return useMutation({
    mutationFn: (fixed: boolean) =>
      sendOrQueue({
        method: 'POST',
        url: `/api/v1/machines/${enc(machineId)}/guides/${enc(guideId)}/feedback`,
        body: { fixed },
      }),
  });
}
