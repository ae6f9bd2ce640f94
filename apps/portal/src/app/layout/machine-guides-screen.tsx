import type { ReactNode } from 'react';
import type { ImageStore } from '../../components/image-field';
import { Page } from '../../components/page';
import { machineGuidesPagePath } from '../../features/troubleshooting/components/guide-paths';
import { IMAGE_ACCEPT, publishImage } from '../../lib/images';
import { machineLabel, useMachines } from '../../lib/machines';

/** Step images are stored through the images feature; the guide editor gets them handed in. */
export const GUIDE_IMAGES: ImageStore = { publish: publishImage, accept: IMAGE_ACCEPT };

interface MachineGuidesScreenProps {
  machineId: string;
  title: string;
  /** The line under the title, naming the machine. */
  description: (machine: string) => string;
  children: ReactNode;
}

/** A screen under one machine's guides (new, edit, import): its name, and the way back. */
export function MachineGuidesScreen({
  machineId,
  title,
  description,
  children,
}: MachineGuidesScreenProps) {
  const { data: machines } = useMachines();
  const label = machineLabel(machines, machineId);
  return (
    <Page
      maw={960}
      title={title}
      description={description(label)}
      back={{ to: machineGuidesPagePath(machineId), label }}
    >
      {children}
    </Page>
  );
}
