import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { PasswordInput } from './password-input';

function renderInMantine(ui: ReactNode) {
  return render(<MantineProvider env="test">{ui}</MantineProvider>);
}

describe('PasswordInput', () => {
  it('names its toggle by what a press does now', async () => {
    const user = userEvent.setup();
    renderInMantine(<PasswordInput label="Current password" toggleName="current password" />);
    const field = screen.getByLabelText('Current password');

    await user.click(screen.getByRole('button', { name: 'Show current password' }));
    expect(field).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide current password' }));
    expect(field).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show current password' })).toBeInTheDocument();
  });

  it('follows a visibility its form controls', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [visible, setVisible] = useState(false);
      return (
        <>
          <PasswordInput label="Password" visible={visible} onVisibilityChange={setVisible} />
          <button type="button" onClick={() => setVisible(true)}>
            Generate
          </button>
        </>
      );
    }
    renderInMantine(<Controlled />);

    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeInTheDocument();
  });
});
