import { Anchor, Group, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import type { AuditEntry } from '@toolbox/domain';
import { messages, relativeAge } from '@toolbox/domain';
import { Link } from 'react-router';
import { ListTable, type ListTableProps } from '../../../components/data-table-list';
import {
  auditActionLabel,
  auditActor,
  auditDetailsSummary,
  auditTarget,
} from '../../../lib/audit-details';
import { formatDate, formatDateTime, formatTime } from '../../../lib/format';
import type { AuditFilters } from './audit-params';

function actionColor(action: string): string {
  if (action === 'auth.access-denied' || action === 'auth.lockout') return 'red';
  if (action === 'auth.sign-in-failed' || action === 'user.disabled') return 'orange';
  if (action.startsWith('user.')) return 'blue';
  if (action.startsWith('auth.password')) return 'violet';
  return 'gray';
}

const wrapAnywhere = { overflowWrap: 'anywhere' } as const;

function ActionCell({ action }: { action: string }) {
  return (
    <Group gap={8} wrap="nowrap" align="baseline">
      <span
        aria-hidden
        style={{
          flex: 'none',
          width: 8,
          height: 8,
          borderRadius: '50%',
          background: `var(--mantine-color-${actionColor(action)}-6)`,
        }}
      />
      <Text size="sm" fw={500}>
        {auditActionLabel(action)}
      </Text>
    </Group>
  );
}

function TargetCell({ entry }: { entry: AuditEntry }) {
  const target = auditTarget(entry);
  return target.to ? (
    <Anchor component={Link} to={target.to} size="sm" style={wrapAnywhere}>
      {target.label}
    </Anchor>
  ) : (
    <Text size="sm" style={wrapAnywhere}>
      {target.label}
    </Text>
  );
}

const COLUMNS: ColumnDef<AuditEntry>[] = [
  {
    id: 'time',
    header: 'Time',
    meta: { th: { w: 130 }, td: (entry) => ({ title: formatDateTime(entry.at) }) },
    cell: ({ row: { original: entry } }) => (
      <>
        <Text size="sm">{formatDate(entry.at)}</Text>
        <Text size="xs" c="dimmed">
          {formatTime(entry.at)} · {relativeAge(entry.at)}
        </Text>
      </>
    ),
  },
  {
    id: 'action',
    header: 'Action',
    meta: { th: { w: 160 } },
    cell: ({ row }) => <ActionCell action={row.original.action} />,
  },
  {
    id: 'actor',
    header: 'Actor',
    meta: { th: { w: '20%' } },
    cell: ({ row: { original: entry } }) => (
      <Text size="sm" style={wrapAnywhere} c={entry.actorEmail ? undefined : 'dimmed'}>
        {auditActor(entry)}
      </Text>
    ),
  },
  {
    id: 'target',
    header: 'Target',
    meta: { th: { w: '20%' } },
    cell: ({ row }) => <TargetCell entry={row.original} />,
  },
  {
    id: 'ip',
    header: 'IP',
    meta: { th: { w: 100 } },
    cell: ({ row: { original: entry } }) => (
      <Text size="xs" ff="monospace" c={entry.ip ? undefined : 'dimmed'} pt={2}>
        {entry.ip ?? '—'}
      </Text>
    ),
  },
  {
    id: 'details',
    header: 'Details',
    cell: ({ row }) => {
      const summary = auditDetailsSummary(row.original.details);
      return (
        <Text size="xs" c="dimmed" lineClamp={3} title={summary} style={wrapAnywhere}>
          {summary || '—'}
        </Text>
      );
    },
  },
];

type AuditTableProps = Pick<ListTableProps<AuditEntry, AuditFilters>, 'result' | 'list'>;

/** The audit entries, paged: time, action, who, on what, from where, and what changed. */
export function AuditTable(props: AuditTableProps) {
  return (
    <ListTable
      {...props}
      loadingMessage={messages.audit.loading}
      errorMessage={messages.audit.failed}
      noun={['entry', 'entries']}
      instant
      empty={() => (
        <Text c="dimmed" size="sm" ta="center" py="xl">
          {messages.audit.empty}
        </Text>
      )}
      label="Audit log"
      columns={COLUMNS}
      getRowId={(entry) => String(entry.id)}
      minWidth={860}
      tableProps={{
        layout: 'fixed',
        verticalSpacing: 'sm',
        horizontalSpacing: 'md',
        highlightOnHover: true,
      }}
      rowProps={() => ({ 'data-testid': 'audit-row', style: { verticalAlign: 'top' } })}
    />
  );
}
