import { Badge, Tabs } from '@mantine/core';
import type { MachineListItem } from '@toolbox/domain';
import type { LucideIcon } from 'lucide-react';
import { FileText, Info, Package } from 'lucide-react';
import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { LinkedDocuments } from './linked-documents';
import { LinkedSoftware } from './linked-software';
import { MachineOverview } from './machine-overview';
import type { MachineTabProps } from './machine-tab-props';

export interface MachineTab {
  /** The tab's `?tab=` value. */
  value: string;
  label: string;
  icon: LucideIcon;
  /** The count shown on the tab, when it has one. */
  count?: keyof MachineListItem['counts'];
  Panel: ComponentType<MachineTabProps>;
}

/** The overview tab, always first (and the default). */
export const OVERVIEW_TAB: MachineTab = {
  value: 'overview',
  label: 'Overview',
  icon: Info,
  Panel: MachineOverview,
};

/**
 * The tabs this feature owns besides the overview. The route module puts them together with the
 * tabs of other features (specifications, troubleshooting, part diagrams), which this feature
 * may not import.
 */
export const LINKED_TABS: readonly MachineTab[] = [
  {
    value: 'documents',
    label: 'Linked documents',
    icon: FileText,
    count: 'documents',
    Panel: LinkedDocuments,
  },
  {
    value: 'software',
    label: 'Linked software',
    icon: Package,
    count: 'software',
    Panel: LinkedSoftware,
  },
];

const DEFAULT_TAB = OVERVIEW_TAB.value;

/** The tab in the URL, or the first one when the URL names none (or one that does not exist). */
export function useMachineTab(tabs: readonly MachineTab[]): [string, (tab: string) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = tabs.some((t) => t.value === asked) ? asked! : DEFAULT_TAB;
  const setTab = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === DEFAULT_TAB) updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );
  return [tab, setTab];
}

/** The tabs and the chosen one's panel; only the chosen panel is mounted (and fetches). */
export function MachineTabs({
  machine,
  counts,
  tabs,
}: MachineTabProps & { tabs: readonly MachineTab[] }) {
  const [tab, setTab] = useMachineTab(tabs);
  return (
    <Tabs value={tab} onChange={(value) => value && setTab(value)} keepMounted={false}>
      <Tabs.List mb="lg">
        {tabs.map(({ value, label, icon: Icon, count }) => (
          <Tabs.Tab
            key={value}
            value={value}
            leftSection={<Icon size={16} aria-hidden />}
            rightSection={
              count !== undefined && counts !== undefined ? (
                <Badge size="sm" variant="light" color="gray" circle={counts[count] < 10}>
                  {counts[count]}
                </Badge>
              ) : null
            }
          >
            {label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map(({ value, Panel }) => (
        <Tabs.Panel key={value} value={value}>
          <Panel machine={machine} counts={counts} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
