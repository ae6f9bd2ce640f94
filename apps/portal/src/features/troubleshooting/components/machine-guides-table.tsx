import { ActionIcon, Group, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import type { Guide, GuideFeedbackSummary } from '@toolbox/domain';
import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table';
import { DateText, OrDash, RowTitle } from '../../../components/data-table-cells';
import { ErrorCodeBadges, SeverityBadge } from './guide-badges';
import { guideEditPath } from './guide-paths';
import { useMoveFocus } from './use-move-focus';

interface MachineGuidesTableProps {
  machineId: string;
  guides: Guide[];
  /** Moves the guide at `index` one place up (-1) or down (+1). */
  onMove: (index: number, direction: -1 | 1) => void;
  onDelete: (guide: Guide) => void;
  /** Engineers' answers per guide id, from the toolbox's "Did this fix it?". */
  feedback?: Map<string, GuideFeedbackSummary> | undefined;
}

/** "3 of 4 fixed", or a dash before anyone answered. */
function FeedbackCell({ summary }: { summary: GuideFeedbackSummary | undefined }) {
  const answers = summary ? summary.fixed + summary.notFixed : 0;
  if (!summary || answers === 0)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  return (
    <Text
      size="sm"
      style={{ whiteSpace: 'nowrap' }}
      title={`${summary.fixed} said it fixed the machine, ${summary.notFixed} said it did not`}
    >
      {summary.fixed} of {answers} fixed
    </Text>
  );
}

interface GuideRowActionsProps {
  machineId: string;
  guide: Guide;
  index: number;
  /** How many guides the table has. */
  count: number;
  moveButtonRef: ReturnType<typeof useMoveFocus>['moveButtonRef'];
  onMove: (index: number, direction: -1 | 1) => void;
  onDelete: (guide: Guide) => void;
}

/** Move up, move down, edit and delete, for one guide. */
function GuideRowActions({
  machineId,
  guide,
  index,
  count,
  moveButtonRef,
  onMove,
  onDelete,
}: GuideRowActionsProps) {
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={`Move "${guide.title}" up`}
        ref={moveButtonRef(guide.id, -1)}
        disabled={index === 0}
        onClick={() => onMove(index, -1)}
      >
        <ArrowUp size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={`Move "${guide.title}" down`}
        ref={moveButtonRef(guide.id, 1)}
        disabled={index === count - 1}
        onClick={() => onMove(index, 1)}
      >
        <ArrowDown size={16} aria-hidden />
      </ActionIcon>
      <Tooltip label="Edit" withArrow>
        <ActionIcon
          component={Link}
          to={guideEditPath(machineId, guide.id)}
          variant="subtle"
          aria-label={`Edit "${guide.title}"`}
        >
          <Pencil size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Delete" withArrow>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Delete "${guide.title}"`}
          onClick={() => onDelete(guide)}
        >
          <Trash2 size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

interface GuideColumnsContext
  extends
    Omit<GuideRowActionsProps, 'guide' | 'index'>,
    Pick<MachineGuidesTableProps, 'feedback'> {}

function guideColumns({ feedback, ...actions }: GuideColumnsContext): ColumnDef<Guide>[] {
  return [
    {
      id: 'position',
      header: '#',
      meta: { th: { w: 40 } },
      cell: ({ row }) => (
        <Text size="sm" c="dimmed">
          {row.index + 1}
        </Text>
      ),
    },
    {
      id: 'title',
      header: 'Title',
      meta: { td: { maw: 320 } },
      cell: ({ row: { original: guide } }) => (
        <RowTitle
          to={guideEditPath(actions.machineId, guide.id)}
          detail={guide.symptom}
          detailProps={{ lineClamp: 1 }}
        >
          {guide.title}
        </RowTitle>
      ),
    },
    {
      id: 'category',
      header: 'Category',
      cell: ({ row }) => <OrDash value={row.original.category} />,
    },
    {
      id: 'severity',
      header: 'Severity',
      cell: ({ row }) => <SeverityBadge severity={row.original.severity} />,
    },
    {
      id: 'errorCodes',
      header: 'Error codes',
      cell: ({ row }) => <ErrorCodeBadges codes={row.original.errorCodes} max={3} />,
    },
    {
      id: 'steps',
      header: 'Steps',
      cell: ({ row }) => <Text size="sm">{row.original.steps.length}</Text>,
    },
    {
      id: 'feedback',
      header: 'Engineer feedback',
      cell: ({ row }) => <FeedbackCell summary={feedback?.get(row.original.id)} />,
    },
    {
      id: 'updated',
      header: 'Updated',
      cell: ({ row }) => <DateText date={row.original.updatedAt} />,
    },
    {
      id: 'actions',
      header: () => <VisuallyHidden>Actions</VisuallyHidden>,
      meta: { th: { w: 160 } },
      cell: ({ row }) => <GuideRowActions {...actions} guide={row.original} index={row.index} />,
    },
  ];
}

/** One machine's guides in their order, with move, edit and delete on each row. */
export function MachineGuidesTable({
  machineId,
  guides,
  onMove,
  onDelete,
  feedback,
}: MachineGuidesTableProps) {
  const { moveButtonRef, moved } = useMoveFocus(guides.map((g) => g.id));
  const move = (index: number, direction: -1 | 1) => {
    moved(guides[index]!.id, direction);
    onMove(index, direction);
  };
  const columns = guideColumns({
    machineId,
    count: guides.length,
    moveButtonRef,
    onMove: move,
    onDelete,
    feedback,
  });
  return (
    <DataTable
      label="Guides"
      columns={columns}
      rows={guides}
      getRowId={(guide) => guide.id}
      minWidth={960}
      tableProps={{ verticalSpacing: 'sm', horizontalSpacing: 'md' }}
      rowProps={() => ({ 'data-testid': 'guide-row' })}
    />
  );
}
