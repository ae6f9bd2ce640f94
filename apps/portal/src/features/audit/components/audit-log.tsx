import { Box, Button, Card, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { AUDIT_ACTION_LABELS, messages } from '@toolbox/domain';
import { ScrollText } from 'lucide-react';
import { PagedList } from '../../../components/paged-list';
import { QueryState } from '../../../components/query-state';
import { useAuditLog } from '../api/get-audit-log';
import { toAuditQuery, useAuditParams } from './audit-params';
import { AuditTable } from './audit-table';

const ACTION_OPTIONS = Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => ({
  value,
  label,
}));

/** The Settings page's audit log: who did what, when and from where, filtered and paged. */
export function AuditLog() {
  const { filters, update } = useAuditParams();
  const log = useAuditLog(toAuditQuery(filters));
  const filtered = Boolean(filters.action || filters.from || filters.to);

  const body = (
    <QueryState
      query={log}
      loadingMessage={messages.audit.loading}
      errorMessage={messages.audit.failed}
    >
      {(data) =>
        data.items.length === 0 ? (
          <Text c="dimmed" size="sm" ta="center" py="xl">
            {messages.audit.empty}
          </Text>
        ) : (
          <PagedList
            data={data}
            noun={['entry', 'entries']}
            isPlaceholderData={log.isPlaceholderData}
            onPage={(page) => update({ page })}
            onPageSize={(pageSize) => update({ pageSize })}
            instant
          >
            <AuditTable entries={data.items} />
          </PagedList>
        )
      }
    </QueryState>
  );

  return (
    <Card component="section" aria-labelledby="audit-log-title" padding={0}>
      <Stack gap="md" p="lg" pb="md">
        <Group gap="xs">
          <ScrollText size={18} aria-hidden color="var(--mantine-color-dimmed)" />
          <Title order={2} fz="lg" id="audit-log-title">
            Audit log
          </Title>
        </Group>
        <Text size="sm" c="dimmed" mt={-8}>
          Sign-ins, denied visits and every change to a user account, newest first.
        </Text>
        <Group
          gap="sm"
          align="flex-end"
          wrap="wrap"
          role="search"
          aria-label="Filter the audit log"
        >
          <Select
            label="Action"
            placeholder="All actions"
            data={ACTION_OPTIONS}
            value={filters.action ?? null}
            onChange={(action) => update({ action: action ?? undefined })}
            clearable
            searchable
            w={240}
          />
          <TextInput
            label="From"
            type="date"
            value={filters.from ?? ''}
            max={filters.to}
            onChange={(event) => update({ from: event.currentTarget.value || undefined })}
            w={170}
          />
          <TextInput
            label="To"
            type="date"
            value={filters.to ?? ''}
            min={filters.from}
            onChange={(event) => update({ to: event.currentTarget.value || undefined })}
            w={170}
          />
          {filtered ? (
            <Button
              variant="subtle"
              onClick={() => update({ action: undefined, from: undefined, to: undefined })}
            >
              Clear filters
            </Button>
          ) : null}
        </Group>
      </Stack>
      <Box style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>{body}</Box>
    </Card>
  );
}
