import type { LucideIcon } from 'lucide-react';
import { FileText, LayoutDashboard, Package, Settings, Users } from 'lucide-react';

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
 * no items is not shown. Later screens add entries here:
 * CONCESSIONS: Machine Types, Troubleshooting, Maintenance,
 * Part Diagrams, Specifications.
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
  { label: 'CONCESSIONS', items: [] },
  { label: 'ADMINISTRATION', items: [{ label: 'Settings', to: '/settings', icon: Settings }] },
];
