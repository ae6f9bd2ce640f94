import { ScanScreen } from '@/features/scan/components/scan-screen';

/** Scan a machine's QR label (issue #22 item 2). */
export function Component() {
  return <ScanScreen />;
}
