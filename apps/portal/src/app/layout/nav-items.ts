import type { LucideIcon } from 'lucide-react';
import { LayoutDashboard } from 'lucide-react';

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
 * CONTENT: Users, Documents, Software. CONCESSIONS: Machine Types, Troubleshooting, Maintenance,
 * Part Diagrams, Specifications. ADMINISTRATION: Settings.
 */
export const NAV_GROUPS: NavGroup[] = [
  { label: 'MAIN', items: [{ label: 'Dashboard', to: '/dashboard', icon: LayoutDashboard }] },
  { label: 'CONTENT', items: [] },
  { label: 'CONCESSIONS', items: [] },
  { label: 'ADMINISTRATION', items: [] },
];
