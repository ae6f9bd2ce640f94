import { createPushDevice } from '@toolbox/web/push';
import { storageKeys } from '@toolbox/web/storage';
import { api } from '@toolbox/web/api-client';

/**
 * The portal's pushes: its worker is a file at the site root (docs/product.md#push-worker), so its
 * scope is the whole site. The set-up key is cleared at sign-out, so the next sign-in sets up
 * again.
 */
export const {
  setUpNotifications,
  enableNotifications,
  unsubscribeThisDevice,
  hasDeviceSubscription,
} = createPushDevice({
  api,
  workerUrl: '/push-sw.js',
  scope: '/',
  setUpKey: storageKeys.portal.notificationsSetUpFor,
});
