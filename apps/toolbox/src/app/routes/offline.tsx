import { OfflineScreen } from '@/features/offline/components/offline-screen';

/** What this device keeps for use without signal. */
export function Component() {
  return <OfflineScreen />;
}
