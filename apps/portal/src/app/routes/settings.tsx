import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/page-header';
import { AuditLog } from '../../features/audit/components/audit-log';
import { ChangePasswordCard } from '../../features/auth/components/change-password-card';

export function Component() {
  return (
    <Stack gap="lg">
      <PageHeader title="Settings" description="Security records and your own account." />
      <AuditLog />
      <ChangePasswordCard />
    </Stack>
  );
}
