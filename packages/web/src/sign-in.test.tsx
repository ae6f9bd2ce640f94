import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormEvent, ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ForgotPasswordLink, SignInButton } from './sign-in';

const inForm = (ui: ReactNode, onSubmit = vi.fn((e: FormEvent) => e.preventDefault())) => {
  render(
    <MantineProvider env="test">
      <form onSubmit={onSubmit}>{ui}</form>
    </MantineProvider>,
  );
  return onSubmit;
};

describe('SignInButton', () => {
  it('submits the form, and says it is signing in while busy', async () => {
    const submit = inForm(<SignInButton busy={false} size="md" />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(submit).toHaveBeenCalledOnce();
  });

  it('is disabled while busy', () => {
    inForm(<SignInButton busy size="md" />);
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
  });
});

describe('ForgotPasswordLink', () => {
  it('calls back without submitting the form', async () => {
    const onClick = vi.fn();
    const submit = inForm(<ForgotPasswordLink onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(submit).not.toHaveBeenCalled();
  });
});
