import { createPushDevice } from '@toolbox/web/push';
import { storageKeys } from '@toolbox/web/storage';
import { api } from '@toolbox/web/api-client';
import { SERVICE_WORKER_SCOPE, SERVICE_WORKER_URL } from './offline/register';

/** The toolbox's pushes arrive at its own worker, so a click opens a toolbox page. */
export const { setUpNotifications, enableNotifications } = createPushDevice({
  api,
  workerUrl: SERVICE_WORKER_URL,
  scope: SERVICE_WORKER_SCOPE,
  setUpKey: storageKeys.toolbox.notificationsSetUpFor,
});
