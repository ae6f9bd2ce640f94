import { Alert, Skeleton, Table, Text } from '@mantine/core';
import type { AccessDeniedRecord, User } from '@toolbox/domain';
import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';

interface AccessDeniedNoticeProps {
  user: User;
  record: AccessDeniedRecord | undefined;
}

function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString();
}

/**
 * docs/product.md#access-denied: the attempt was logged with the user's email, name, role, a
 * session id and a time.
 */
export function AccessDeniedNotice({ user, record }: AccessDeniedNoticeProps) {
  const rows: [string, ReactNode][] = [
    ['Email', user.email],
    ['Name', user.displayName || '—'],
    ['Role', user.role || '—'],
    ['Session ID', record ? <code>{record.sessionId}</code> : <Skeleton h={14} w={160} />],
    ['Time', record ? formatTime(record.loggedAt) : <Skeleton h={14} w={140} />],
  ];

  return (
    <Alert
      variant="light"
      color="orange"
      title="Security notice"
      icon={<ShieldAlert size={18} aria-hidden />}
      data-testid="security-notice"
    >
      <Text size="sm" mb="xs">
        This access attempt has been logged with your email, name, role, a random session ID and a
        timestamp.
      </Text>
      <Table
        withRowBorders={false}
        verticalSpacing={2}
        horizontalSpacing={0}
        fz="sm"
        aria-label="Logged details"
      >
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={110} fw={600} c="dimmed">
                {label}
              </Table.Th>
              <Table.Td style={{ wordBreak: 'break-all' }}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Alert>
  );
}
