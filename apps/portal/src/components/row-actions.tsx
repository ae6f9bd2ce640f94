import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import type { ReactElement, Ref } from 'react';

/** What a row's buttons are called: screen readers hear these names. */
export interface RowActionLabels {
  up: string;
  down: string;
  remove: string;
}

interface RowActionsProps {
  index: number;
  /** How many rows the list has: the last one cannot move down. */
  count: number;
  labels: RowActionLabels;
  /** Short words shown on hover, when the buttons want them. */
  tooltips?: RowActionLabels | undefined;
  disabled?: boolean | undefined;
  /** Space above the buttons, to line them up with the row's first field. */
  mt?: number | undefined;
  /** Where a move button goes, so focus can follow the moved row. */
  moveButtonRef?: ((direction: -1 | 1) => Ref<HTMLButtonElement>) | undefined;
  onMove: (direction: -1 | 1) => void;
  onRemove: () => void;
}

/** The tooltip around a button, or the button alone. */
function WithTooltip({ label, children }: { label: string | undefined; children: ReactElement }) {
  return label === undefined ? (
    children
  ) : (
    <Tooltip label={label} withArrow>
      {children}
    </Tooltip>
  );
}

/**
 * Move up, move down and remove, for one row of a list edited in place. The first row cannot
 * move up and the last cannot move down.
 */
export function RowActions({
  index,
  count,
  labels,
  tooltips,
  disabled = false,
  mt,
  moveButtonRef,
  onMove,
  onRemove,
}: RowActionsProps) {
  const moves = [
    { direction: -1, label: labels.up, tooltip: tooltips?.up, Icon: ArrowUp, last: index === 0 },
    {
      direction: 1,
      label: labels.down,
      tooltip: tooltips?.down,
      Icon: ArrowDown,
      last: index === count - 1,
    },
  ] as const;
  return (
    <Group gap={2} mt={mt} wrap="nowrap">
      {moves.map(({ direction, label, tooltip, Icon, last }) => (
        <WithTooltip key={direction} label={tooltip}>
          <ActionIcon
            ref={moveButtonRef?.(direction)}
            variant="subtle"
            color="gray"
            aria-label={label}
            disabled={disabled || last}
            onClick={() => onMove(direction)}
          >
            <Icon size={16} aria-hidden />
          </ActionIcon>
        </WithTooltip>
      ))}
      <WithTooltip label={tooltips?.remove}>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={labels.remove}
          disabled={disabled}
          onClick={onRemove}
        >
          <Trash2 size={16} aria-hidden />
        </ActionIcon>
      </WithTooltip>
    </Group>
  );
}
