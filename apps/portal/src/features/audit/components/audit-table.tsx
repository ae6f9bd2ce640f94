import { Anchor, Group, Table, Text } from '@mantine/core';
import type { AuditEntry } from '@toolbox/domain';
import { relativeAge } from '@toolbox/domain';
import { Link } from 'react-router';
import {
  auditActionLabel,
  auditActor,
  auditDetailsSummary,
  auditTarget,
} from '../../../lib/audit-details';
import { formatDate, formatDateTime, formatTime } from '../../../lib/format';

function actionColor(action: string): string {
  if (action === 'auth.access-denied' || action === 'auth.lockout') return 'red';
  if (action === 'auth.sign-in-failed' || action === 'user.disabled') return 'orange';
  if (action.startsWith('user.')) return 'blue';
  if (action.startsWith('auth.password')) return 'violet';
  return 'gray';
}

const wrapAnywhere = { overflowWrap: 'anywhere' } as const;

/** The audit entries: time, action, who, on what, from where, and what changed. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table
        layout="fixed"
        verticalSpacing="sm"
        horizontalSpacing="md"
        aria-label="Audit log"
        highlightOnHover
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={130}>Time</Table.Th>
            <Table.Th w={160}>Action</Table.Th>
            <Table.Th w="20%">Actor</Table.Th>
            <Table.Th w="20%">Target</Table.Th>
            <Table.Th w={100}>IP</Table.Th>
            <Table.Th>Details</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => {
            const target = auditTarget(entry);
            const summary = auditDetailsSummary(entry.details);
            return (
              <Table.Tr key={entry.id} data-testid="audit-row" style={{ verticalAlign: 'top' }}>
                <Table.Td title={formatDateTime(entry.at)}>
                  <Text size="sm">{formatDate(entry.at)}</Text>
                  <Text size="xs" c="dimmed">
                    {formatTime(entry.at)} · {relativeAge(entry.at)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={8} wrap="nowrap" align="baseline">
                    <span
                      aria-hidden
                      style={{
                        flex: 'none',
                        width: 8,
                        height: 8,
                        borderRadius: '50%',
                        background: `var(--mantine-color-${actionColor(entry.action)}-6)`,
                      }}
                    />
                    <Text size="sm" fw={500}>
                      {auditActionLabel(entry.action)}
                    </Text>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={wrapAnywhere} c={entry.actorEmail ? undefined : 'dimmed'}>
                    {auditActor(entry)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {target.to ? (
                    <Anchor component={Link} to={target.to} size="sm" style={wrapAnywhere}>
                      {target.label}
                    </Anchor>
                  ) : (
                    <Text size="sm" style={wrapAnywhere}>
                      {target.label}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="xs" ff="monospace" c={entry.ip ? undefined : 'dimmed'} pt={2}>
                    {entry.ip ?? '—'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="xs" c="dimmed" lineClamp={3} title={summary} style={wrapAnywhere}>
                    {summary || '—'}
                  </Text>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
