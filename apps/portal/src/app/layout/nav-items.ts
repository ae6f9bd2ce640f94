import type { LucideIcon } from 'lucide-react';
import {
  Coffee,
  Cog,
  FileText,
  LayoutDashboard,
  LifeBuoy,
  Package,
  Ruler,
  Settings,
  Users,
  Wrench,
} from 'lucide-react';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
}

export interface NavGroup {
  label: string;
  items: NavItem[];
}

/**
 * The sidebar, in SPEC.md §1's groups. An item is listed once its screen exists; a group with
 * no items is not shown. Every group of SPEC.md §1 now has all its entries.
 */
export const NAV_GROUPS: NavGroup[] = [
  { label: 'MAIN', items: [{ label: 'Dashboard', to: '/dashboard', icon: LayoutDashboard }] },
  {
    label: 'CONTENT',
    items: [
      { label: 'Users', to: '/users', icon: Users },
      { label: 'Documents', to: '/documents', icon: FileText },
      { label: 'Software', to: '/software', icon: Package },
    ],
  },
  {
    label: 'CONCESSIONS',
    items: [
      { label: 'Machine Types', to: '/machine-types', icon: Coffee },
      { label: 'Troubleshooting', to: '/troubleshooting', icon: LifeBuoy },
      { label: 'Maintenance', to: '/maintenance', icon: Wrench },
      { label: 'Part Diagrams', to: '/parts', icon: Cog },
      { label: 'Specifications', to: '/specifications', icon: Ruler },
    ],
  },
  { label: 'ADMINISTRATION', items: [{ label: 'Settings', to: '/settings', icon: Settings }] },
];
