import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  SEND_TEST_NOTIFICATION_FUNCTION,
  SendNotificationResultSchema,
  type SendNotificationResult,
} from '@toolbox/domain';
import { callFunction } from '../../../lib/functions';

/** sendTestNotification: a push to the caller's own devices and open apps. */
export const sendTestNotification = async (): Promise<SendNotificationResult> =>
  SendNotificationResultSchema.parse(await callFunction(SEND_TEST_NOTIFICATION_FUNCTION, null));

export function useSendTestNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestNotification,
    // A device the push service called expired is gone from the list now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['notifications'] }),
  });
}
