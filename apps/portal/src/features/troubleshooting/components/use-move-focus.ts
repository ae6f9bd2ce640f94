import { useCallback, useLayoutEffect, useRef } from 'react';

type Direction = -1 | 1;

interface PendingFocus {
  id: string;
  direction: Direction;
  /** The order when the button was pressed: focus moves once the list shows another. */
  from: string;
}

/**
 * Keeps keyboard focus on an item's move button after the item moved: the list re-renders in its
 * new order, and focus goes back to the same button of the same item, or to its other move
 * button when the item reached the end of the list (the first one is then disabled).
 *
 * `ids` are the items in their current order; `moveButtonRef(id, direction)` is the ref of each
 * move button; call `moved(id, direction)` when one is pressed.
 */
export function useMoveFocus(ids: readonly string[]) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const pending = useRef<PendingFocus | null>(null);
  const order = ids.join('\n');

  useLayoutEffect(() => {
    const wanted = pending.current;
    if (!wanted || wanted.from === order) return;
    pending.current = null;
    const same = buttons.current.get(`${wanted.id}:${wanted.direction}`);
    const other = buttons.current.get(`${wanted.id}:${-wanted.direction}`);
    (same && !same.disabled ? same : other)?.focus();
  }, [order]);

  const moveButtonRef = useCallback(
    (id: string, direction: Direction) => (element: HTMLButtonElement | null) => {
      const key = `${id}:${direction}`;
      if (element) buttons.current.set(key, element);
      else buttons.current.delete(key);
    },
    [],
  );

  const moved = useCallback(
    (id: string, direction: Direction) => {
      pending.current = { id, direction, from: order };
    },
    [order],
  );

  return { moveButtonRef, moved };
}
