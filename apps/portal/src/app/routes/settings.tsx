import { Stack, Tabs } from '@mantine/core';
import type { User } from '@toolbox/domain';
import {
  Bell,
  DatabaseZap,
  type LucideIcon,
  Palette,
  ScrollText,
  Server,
  UserRound,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Page } from '../../components/page';
import { AuditLog } from '../../features/audit/components/audit-log';
import { ChangePasswordCard } from '../../features/auth/components/change-password-card';
import { TwoFactorCard } from '../../features/auth/components/two-factor-card';
import { DeviceNotifications } from '../../features/notifications/components/device-notifications';
import { NotificationHistory } from '../../features/notifications/components/notification-history';
import { FirebaseImportReport } from '../../features/settings/components/firebase-import-report';
import { FirebaseImportSteps } from '../../features/settings/components/firebase-import-steps';
import { MailCard } from '../../features/settings/components/mail-card';
import { PreferencesCard } from '../../features/settings/components/preferences-card';
import { ProfileCard } from '../../features/settings/components/profile-card';
import { SecurityCard } from '../../features/settings/components/security-card';
import { SystemCard } from '../../features/settings/components/system-card';
import { useSession } from '../../lib/auth/session-query';

type SettingsTab = {
  /** The tab's `?tab=` value. */
  value: string;
  label: string;
  icon: LucideIcon;
  render: (user: User) => ReactNode;
};

/** The settings sections, in order; adding a section is one entry here. */
const TABS: readonly SettingsTab[] = [
  {
    value: 'account',
    label: 'Account',
    icon: UserRound,
    render: (user) => (
      <Stack gap="lg">
        <ProfileCard key={user.id} user={user} />
        <ChangePasswordCard />
        <TwoFactorCard />
      </Stack>
    ),
  },
  {
    value: 'notifications',
    label: 'Notifications',
    icon: Bell,
    render: (user) => (
      <Stack gap="lg">
        <DeviceNotifications userId={user.id} />
        <NotificationHistory />
      </Stack>
    ),
  },
  {
    value: 'preferences',
    label: 'Appearance',
    icon: Palette,
    render: () => <PreferencesCard />,
  },
  {
    value: 'system',
    label: 'System',
    icon: Server,
    render: (user) => (
      <Stack gap="lg">
        <SystemCard />
        <SecurityCard twoFactorEnabled={user.twoFactorEnabled} />
        <MailCard email={user.email} />
      </Stack>
    ),
  },
  {
    value: 'import',
    label: 'Import from Firebase',
    icon: DatabaseZap,
    render: () => (
      <Stack gap="lg">
        <FirebaseImportReport />
        <FirebaseImportSteps />
      </Stack>
    ),
  },
  {
    value: 'audit',
    label: 'Audit log',
    icon: ScrollText,
    render: () => <AuditLog />,
  },
];

export function Component() {
  const { data: user } = useSession();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  // The audit log keeps its filters in the URL: a link with only those (no `tab`) means its tab.
  const tab = TABS.some((t) => t.value === requested)
    ? requested!
    : [...params.keys()].length > 0
      ? 'audit'
      : TABS[0]!.value;

  const select = (value: string | null) => {
    if (!value) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', value);
        // The audit log's own filters and page belong to its tab only.
        if (value !== 'audit')
          for (const key of [...next.keys()]) if (key !== 'tab') next.delete(key);
        return next;
      },
      { replace: true },
    );
  };

  return (
    <Page title="Settings" description="Your account, notifications and security records.">
      <Tabs value={tab} onChange={select} keepMounted={false}>
        <Tabs.List mb="lg">
          {TABS.map(({ value, label, icon: Icon }) => (
            <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} aria-hidden />}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map(({ value, render }) => (
          <Tabs.Panel key={value} value={value}>
            {user && render(user)}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Page>
  );
}
