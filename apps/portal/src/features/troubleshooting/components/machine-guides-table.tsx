import { ActionIcon, Anchor, Group, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import type { Guide, GuideFeedbackSummary } from '@toolbox/domain';
import { relativeAge } from '@toolbox/domain';
import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format';
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
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table verticalSpacing="sm" horizontalSpacing="md" aria-label="Guides">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>#</Table.Th>
            <Table.Th>Title</Table.Th>
            <Table.Th>Category</Table.Th>
            <Table.Th>Severity</Table.Th>
            <Table.Th>Error codes</Table.Th>
            <Table.Th>Steps</Table.Th>
            <Table.Th>Engineer feedback</Table.Th>
            <Table.Th>Updated</Table.Th>
            <Table.Th w={160}>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {guides.map((guide, index) => (
            <Table.Tr key={guide.id} data-testid="guide-row">
              <Table.Td>
                <Text size="sm" c="dimmed">
                  {index + 1}
                </Text>
              </Table.Td>
              <Table.Td maw={320}>
                <Anchor
                  component={Link}
                  to={guideEditPath(machineId, guide.id)}
                  fw={600}
                  size="sm"
                  c="var(--mantine-color-text)"
                >
                  {guide.title}
                </Anchor>
                {guide.symptom ? (
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {guide.symptom}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                <Text size="sm" c={guide.category ? undefined : 'dimmed'}>
                  {guide.category || '—'}
                </Text>
              </Table.Td>
              <Table.Td>
                <SeverityBadge severity={guide.severity} />
              </Table.Td>
              <Table.Td>
                <ErrorCodeBadges codes={guide.errorCodes} max={3} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{guide.steps.length}</Text>
              </Table.Td>
              <Table.Td>
                <FeedbackCell summary={feedback?.get(guide.id)} />
              </Table.Td>
              <Table.Td>
                <Text
                  size="sm"
                  title={formatDateTime(guide.updatedAt)}
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {relativeAge(guide.updatedAt)}
                </Text>
              </Table.Td>
              <Table.Td>
                <GuideRowActions
                  machineId={machineId}
                  guide={guide}
                  index={index}
                  count={guides.length}
                  moveButtonRef={moveButtonRef}
                  onMove={move}
                  onDelete={onDelete}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
