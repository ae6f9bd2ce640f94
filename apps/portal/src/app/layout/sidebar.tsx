import { AppShell, ScrollArea, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { BrandMark } from '../../components/brand-mark';
import { activeNavPath, NAV_GROUPS } from './nav-items';
import classes from './sidebar.module.css';
import { SidebarFooter } from './sidebar-footer';

interface SidebarProps {
  /** Called after a link is followed (closes the menu on phones). */
  onNavigate: () => void;
}

export function Sidebar({ onNavigate }: SidebarProps) {
  const groups = NAV_GROUPS.filter((group) => group.items.length > 0);
  const active = activeNavPath(useLocation().pathname);

  return (
    <AppShell.Navbar className={classes.sidebar} aria-label="Main navigation">
      <AppShell.Section className={classes.brand} visibleFrom="sm">
        <BrandMark subtitle="Admin portal" inverted />
      </AppShell.Section>
      <AppShell.Section grow component={ScrollArea} px="sm" pt="xs">
        <Stack gap="lg" component="nav">
          {groups.map((group) => (
            <div key={group.label}>
              <div className={classes.groupLabel}>{group.label}</div>
              <Stack gap={2}>
                {group.items.map(({ label, to, icon: Icon }) => (
                  <Link
                    key={to}
                    to={to}
                    className={classes.link}
                    onClick={onNavigate}
                    aria-current={to === active ? 'page' : undefined}
                  >
                    <Icon size={18} aria-hidden />
                    {label}
                  </Link>
                ))}
              </Stack>
            </div>
          ))}
        </Stack>
      </AppShell.Section>
      <AppShell.Section className={classes.footer}>
        <SidebarFooter />
      </AppShell.Section>
    </AppShell.Navbar>
  );
}
