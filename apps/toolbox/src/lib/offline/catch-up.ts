import { finishPendingSignOut } from '@/lib/pending-sign-out';
import { flushActivity } from './activity-queue';
import { flushOutbox } from './outbox';
import { resumeKeeps } from './keep-manager';

/** A sign-out made without signal first, then the writes and the activity, then the keeps. */
export function catchUp(): Promise<void> {
  return finishPendingSignOut()
    .then(() => flushOutbox())
    .then(() => flushActivity())
    .then(() => resumeKeeps());
}
