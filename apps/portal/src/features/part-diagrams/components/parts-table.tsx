import { Table, Text } from '@mantine/core';
import type { DiagramPart } from '@toolbox/domain';
import type { KeyboardEvent } from 'react';
import classes from './diagram.module.css';
import { samePosition } from './use-linked-highlight';

interface PartsTableProps {
  parts: readonly DiagramPart[];
  /** The highlighted position number. */
  active: string | null;
  onHover: (position: string) => void;
  onLeave: () => void;
  onToggle: (position: string) => void;
  /** Receives each row, by index, to scroll a clicked hotspot's row into view. */
  rowRef?: (index: number, row: HTMLTableRowElement | null) => void;
}

/** The diagram's parts list; a row lights up with its hotspot, and lights its hotspot up. */
export function PartsTable({ parts, active, onHover, onLeave, onToggle, rowRef }: PartsTableProps) {
  if (parts.length === 0) {
    return (
      <Text size="sm" c="dimmed" p="md">
        No parts listed yet.
      </Text>
    );
  }
  const keyDown = (event: KeyboardEvent, position: string) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onToggle(position);
  };
  return (
    <Table.ScrollContainer minWidth={340}>
      <Table verticalSpacing="xs" aria-label="Parts">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={56}>Pos.</Table.Th>
            <Table.Th>Part number</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th w={56} ta="right">
              Qty
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {parts.map((part, index) => {
            const highlighted = samePosition(active, part.positionNumber);
            return (
              <Table.Tr
                key={`${part.positionNumber}-${index}`}
                ref={(row) => rowRef?.(index, row)}
                className={classes.row}
                tabIndex={0}
                aria-selected={highlighted}
                data-highlighted={highlighted || undefined}
                data-testid="part-row"
                data-position={part.positionNumber}
                onMouseEnter={() => onHover(part.positionNumber)}
                onMouseLeave={onLeave}
                onFocus={() => onHover(part.positionNumber)}
                onBlur={onLeave}
                onClick={() => onToggle(part.positionNumber)}
                onKeyDown={(event) => keyDown(event, part.positionNumber)}
              >
                <Table.Td fw={700}>{part.positionNumber}</Table.Td>
                <Table.Td ff="monospace" fz="sm">
                  {part.partNumber || '—'}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{part.name}</Text>
                  {part.notes ? (
                    <Text size="xs" c="dimmed">
                      {part.notes}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td ta="right">{part.quantity}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
