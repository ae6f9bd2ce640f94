import type { ButtonProps } from '@mantine/core';
import { Button } from '@mantine/core';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface LinkButtonProps {
  to: string;
  icon: LucideIcon;
  variant?: ButtonProps['variant'];
  children: ReactNode;
}

/** A button that goes to another screen (Add, Edit, Upload), with its icon. */
export function LinkButton({ to, icon: Icon, variant, children }: LinkButtonProps) {
  return (
    <Button component={Link} to={to} variant={variant} leftSection={<Icon size={16} aria-hidden />}>
      {children}
    </Button>
  );
}
