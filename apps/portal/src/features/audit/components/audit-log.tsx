import { Box, Button, Card, Stack, Text, TextInput } from '@mantine/core';
import { AUDIT_ACTION_LABELS } from '@toolbox/domain';
import { ScrollText } from 'lucide-react';
import { FilterBar, FilterSelect } from '../../../components/data-table-filters';
import { SectionHeading } from '../../../components/section-card';
import { useAuditLog } from '../api/get-audit-log';
import { toAuditQuery, useAuditParams, type AuditFilters } from './audit-params';
import { AuditTable } from './audit-table';

const ACTION_OPTIONS = Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => ({
  value,
  label,
}));

interface DayInputProps {
  label: string;
  /** YYYY-MM-DD, or undefined for no limit. */
  value: string | undefined;
  min?: string | undefined;
  max?: string | undefined;
  onChange: (day: string | undefined) => void;
}

/** A day the log starts or ends on, as the browser's date input picks it. */
function DayInput({ value, onChange, ...limits }: DayInputProps) {
  return (
    <TextInput
      {...limits}
      type="date"
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value || undefined)}
      w={170}
    />
  );
}

interface AuditFilterBarProps {
  filters: AuditFilters;
  update: (changes: Partial<AuditFilters>) => void;
}

/** The action and the days to show, and the way back to every entry. */
function AuditFilterBar({ filters, update }: AuditFilterBarProps) {
  const filtered = Boolean(filters.action || filters.from || filters.to);
  return (
    <FilterBar label="Filter the audit log">
      <FilterSelect
        label="Action"
        placeholder="All actions"
        data={ACTION_OPTIONS}
        value={filters.action}
        onChange={(action) => update({ action })}
        searchable
        w={240}
      />
      <DayInput
        label="From"
        value={filters.from}
        max={filters.to}
        onChange={(from) => update({ from })}
      />
      <DayInput
        label="To"
        value={filters.to}
        min={filters.from}
        onChange={(to) => update({ to })}
      />
      {filtered ? (
        <Button
          variant="subtle"
          onClick={() => update({ action: undefined, from: undefined, to: undefined })}
        >
          Clear filters
        </Button>
      ) : null}
    </FilterBar>
  );
}

/** The Settings page's audit log: who did what, when and from where, filtered and paged. */
export function AuditLog() {
  const { filters, update } = useAuditParams();
  const log = useAuditLog(toAuditQuery(filters));

  return (
    <Card component="section" aria-labelledby="audit-log-title" padding={0}>
      <Stack gap="md" p="lg" pb="md">
        <SectionHeading id="audit-log-title" title="Audit log" icon={ScrollText} />
        <Text size="sm" c="dimmed" mt={-8}>
          Sign-ins, denied visits and every change to a user account, newest first.
        </Text>
        <AuditFilterBar filters={filters} update={update} />
      </Stack>
      <Box style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        <AuditTable result={log} list={{ query: filters, update }} />
      </Box>
    </Card>
  );
}
