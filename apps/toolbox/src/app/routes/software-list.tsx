import { SoftwareListScreen } from '@/features/software/components/software-list-screen';

/** Software packages, newest version first. */
export function Component() {
  return <SoftwareListScreen />;
}
