import { queryOptions } from '@tanstack/react-query';
import { queuedActivityCount } from '@/lib/offline/activity-queue';

/** Document views made offline that wait to be sent. */
export const queuedActivityQuery = () =>
  queryOptions({
    queryKey: ['offline', 'queued-activity'],
    queryFn: queuedActivityCount,
    networkMode: 'always',
  });
