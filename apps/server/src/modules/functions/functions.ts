import {
  messages,
  SEND_NOTIFICATION_FUNCTION,
  SEND_TEST_NOTIFICATION_FUNCTION,
  SendNotificationInput,
} from '@toolbox/domain';
import { invalidArgument } from '../../lib/errors';
import type { NotificationsService, Sender } from '../notifications/notifications.service';

/** A callable function: who may call it and what it does with `data`. */
export type CallableFunction = {
  adminOnly: boolean;
  /** The refusal a non-administrator gets from an admin-only function. */
  deniedMessage?: string;
  run(caller: Sender, data: unknown): Promise<unknown>;
};

export type CallableFunctions = Record<string, CallableFunction>;

/**
 * The functions this server offers, by the names docs/product.md#callable-functions and the apps
 * call.
 */
export function createCallableFunctions(notifications: NotificationsService): CallableFunctions {
  return {
    [SEND_NOTIFICATION_FUNCTION]: {
      adminOnly: true,
      deniedMessage: messages.notifications.adminsOnly,
      run: (caller, data) => {
        const payload = SendNotificationInput.safeParse(data);
        if (!payload.success) throw invalidArgument(messages.notifications.invalidPayload);
        return notifications.broadcast(caller, payload.data);
      },
    },
    [SEND_TEST_NOTIFICATION_FUNCTION]: {
      adminOnly: false,
      run: (caller) => notifications.sendTest(caller),
    },
  };
}
