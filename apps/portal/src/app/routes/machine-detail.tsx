import { Cog, LifeBuoy, Ruler } from 'lucide-react';
import { useParams } from 'react-router';
import { MachineDetailView } from '../../features/machines/components/machine-detail-view';
import type { MachineTab } from '../../features/machines/components/machine-tabs';
import type { MachineTabProps } from '../../features/machines/components/machine-tab-props';
import { MachinePartDiagramsPanel } from '../../features/part-diagrams/components/machine-part-diagrams-panel';
import { MachineSpecificationsPanel } from '../../features/specifications/components/machine-specifications-panel';
import { MachineGuidesPanel } from '../../features/troubleshooting/components/machine-guides-panel';

const GuidesTab = ({ machine }: MachineTabProps) => <MachineGuidesPanel machineId={machine.id} />;
const SpecificationsTab = ({ machine }: MachineTabProps) => (
  <MachineSpecificationsPanel machineId={machine.id} />
);
const PartDiagramsTab = ({ machine }: MachineTabProps) => (
  <MachinePartDiagramsPanel machineId={machine.id} />
);

/** The machine page's tabs that other features provide, in the order they are shown. */
const TABS: readonly MachineTab[] = [
  {
    value: 'specifications',
    label: 'Specifications',
    icon: Ruler,
    count: 'specifications',
    Panel: SpecificationsTab,
  },
  {
    value: 'troubleshooting',
    label: 'Troubleshooting',
    icon: LifeBuoy,
    count: 'troubleshootingGuides',
    Panel: GuidesTab,
  },
  {
    value: 'part-diagrams',
    label: 'Part diagrams',
    icon: Cog,
    count: 'partDiagrams',
    Panel: PartDiagramsTab,
  },
];

export function Component() {
  const { id = '' } = useParams();
  return <MachineDetailView key={id} id={id} tabs={TABS} />;
}
