import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../app/theme';
import { ListEditorAddButton } from './list-editor-add-button';
import { RowActions } from './row-actions';

const labels = { up: 'Move row 2 up', down: 'Move row 2 down', remove: 'Remove row 2' };

function renderActions(props: Partial<ComponentProps<typeof RowActions>> = {}) {
  const onMove = vi.fn();
  const onRemove = vi.fn();
  render(
    <MantineProvider theme={theme} env="test">
      <RowActions
        index={1}
        count={3}
        labels={labels}
        onMove={onMove}
        onRemove={onRemove}
        {...props}
      />
    </MantineProvider>,
  );
  return { onMove, onRemove };
}

describe('RowActions', () => {
  it('moves the row up or down and removes it, by the names given', async () => {
    const { onMove, onRemove } = renderActions();
    await userEvent.click(screen.getByRole('button', { name: labels.up }));
    await userEvent.click(screen.getByRole('button', { name: labels.down }));
    await userEvent.click(screen.getByRole('button', { name: labels.remove }));
    expect(onMove.mock.calls).toEqual([[-1], [1]]);
    expect(onRemove).toHaveBeenCalledOnce();
  });

  it('keeps the first row from moving up and the last from moving down', () => {
    renderActions({ index: 0, count: 1 });
    expect(screen.getByRole('button', { name: labels.up })).toBeDisabled();
    expect(screen.getByRole('button', { name: labels.down })).toBeDisabled();
    expect(screen.getByRole('button', { name: labels.remove })).toBeEnabled();
  });

  it('locks every button while the form is busy', () => {
    renderActions({ disabled: true });
    for (const name of Object.values(labels)) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
  });

  it('hands the move buttons to the ref the list asks for, by direction', () => {
    const buttons = new Map<number, HTMLButtonElement | null>();
    renderActions({ moveButtonRef: (direction) => (el) => void buttons.set(direction, el) });
    expect(buttons.get(-1)).toBe(screen.getByRole('button', { name: labels.up }));
    expect(buttons.get(1)).toBe(screen.getByRole('button', { name: labels.down }));
  });
});

describe('ListEditorAddButton', () => {
  it('adds a row when pressed, and not while disabled', async () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <MantineProvider theme={theme} env="test">
        <ListEditorAddButton onClick={onClick}>Add entry</ListEditorAddButton>
      </MantineProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add entry' }));
    expect(onClick).toHaveBeenCalledOnce();
    rerender(
      <MantineProvider theme={theme} env="test">
        <ListEditorAddButton onClick={onClick} disabled>
          Add entry
        </ListEditorAddButton>
      </MantineProvider>,
    );
    expect(screen.getByRole('button', { name: 'Add entry' })).toBeDisabled();
  });
});
