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
  /** Pages outside `to` that belong to this item (they win over another item's prefix). */
  alsoActiveOn?: RegExp[];
}

export interface NavGroup {
  label: string;
  items: NavItem[];
}

/**
 * The sidebar, in the product's groups (docs/product.md#sidebar). An item is listed once its screen
 * exists; a group with no items is not shown. Every group of docs/product.md#sidebar now has all
 * its entries.
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
      {
        label: 'Troubleshooting',
        to: '/troubleshooting',
        icon: LifeBuoy,
        alsoActiveOn: [/^\/machine-select-for-guide$/],
      },
      { label: 'Maintenance', to: '/maintenance', icon: Wrench },
      {
        label: 'Part Diagrams',
        to: '/parts',
        icon: Cog,
        alsoActiveOn: [/^\/machine-types\/[^/]+\/part-diagrams(\/|$)/],
      },
      { label: 'Specifications', to: '/specifications', icon: Ruler },
    ],
  },
  { label: 'ADMINISTRATION', items: [{ label: 'Settings', to: '/settings', icon: Settings }] },
];

/**
 * The `to` of the item a page belongs to: an item naming the page in `alsoActiveOn` first,
 * otherwise the item whose path is the longest prefix of it; null when none.
 */
export function activeNavPath(pathname: string, groups: NavGroup[] = NAV_GROUPS): string | null {
  const items = groups.flatMap((group) => group.items);
  const claimed = items.find((item) =>
    item.alsoActiveOn?.some((pattern) => pattern.test(pathname)),
  );
  if (claimed) return claimed.to;
  const prefixed = items
    .filter((item) => pathname === item.to || pathname.startsWith(`${item.to}/`))
    .sort((a, b) => b.to.length - a.to.length);
  return prefixed[0]?.to ?? null;
}
