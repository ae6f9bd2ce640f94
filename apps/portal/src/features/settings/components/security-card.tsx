import { Switch, Text } from '@mantine/core';
import { messages } from '@toolbox/domain';
import { ShieldCheck } from 'lucide-react';
import toast from 'react-hot-toast';
import { SectionCard } from '../../../components/section-card';
import { useSaveSecuritySettings, useSecuritySettings } from '../api/security-settings';

/**
 * Settings → System: whether every administrator must use two-factor sign-in (decision 030). Only
 * an administrator who has it can require it.
 */
export function SecurityCard({ twoFactorEnabled }: { twoFactorEnabled: boolean }) {
  const settings = useSecuritySettings();
  const save = useSaveSecuritySettings();
  const on = settings.data?.requireAdminTwoFactor === true;

  const change = (next: boolean) =>
    save.mutate(
      { requireAdminTwoFactor: next },
      {
        onSuccess: () =>
          toast.success(
            next ? messages.twoFactor.requirementOn : messages.twoFactor.requirementOff,
          ),
        onError: (error) => toast.error(error.message),
      },
    );

  return (
    <SectionCard id="security-title" title="Sign-in security" icon={ShieldCheck} gap="sm">
      <Switch
        label="Require two-factor sign-in for administrators"
        checked={on}
        disabled={!settings.data || save.isPending || (!on && !twoFactorEnabled)}
        onChange={(event) => change(event.currentTarget.checked)}
      />
      <Text size="sm" c="dimmed">
        {!on && !twoFactorEnabled
          ? messages.twoFactor.enableYourselfFirst
          : 'An administrator without it can only set it up after signing in.'}
      </Text>
    </SectionCard>
  );
}
