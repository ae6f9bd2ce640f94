import { Anchor, Button, type MantineSize } from '@mantine/core';

/** The sign-in form's submit button; it says so while the sign-in runs. */
export function SignInButton({ busy, size }: { busy: boolean; size: MantineSize }) {
  return (
    <Button type="submit" fullWidth size={size} disabled={busy}>
      {busy ? 'Signing in...' : 'Sign In'}
    </Button>
  );
}

/** "Forgot password?": a link-styled button inside the sign-in form, so it never submits it. */
export function ForgotPasswordLink({
  onClick,
  disabled,
}: {
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <Anchor component="button" type="button" size="sm" onClick={onClick} disabled={disabled}>
      Forgot password?
    </Anchor>
  );
}
