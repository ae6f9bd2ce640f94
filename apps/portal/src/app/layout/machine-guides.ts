import type { ImageStore } from '../../components/image-field';
import { machineGuidesPagePath } from '../../features/troubleshooting/components/guide-paths';
import { IMAGE_ACCEPT, publishImage } from '../../lib/images';
import { machineLabel, useMachines } from '../../lib/machines';

/** Step images are stored through the images feature; the guide editor gets them handed in. */
export const GUIDE_IMAGES: ImageStore = { publish: publishImage, accept: IMAGE_ACCEPT };

/** The machine's name, and the way back to its guides, for the screens under them. */
export function useMachineGuidesBack(machineId: string) {
  const { data: machines } = useMachines();
  const label = machineLabel(machines, machineId);
  return { label, back: { to: machineGuidesPagePath(machineId), label } };
}
