import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { CopyValueButton } from './copy-value-button';

/** Always this many dots, so the mask does not give away the password's length. */
const MASK = '••••••••';

/** A package's password: masked until revealed, copyable either way; "None" when it has none. */
export function PasswordValue({ password }: { password: string }) {
  const [shown, setShown] = useState(false);
  if (password === '') {
    return (
      <Text span size="sm" c="dimmed">
        None
      </Text>
    );
  }
  const label = shown ? 'Hide password' : 'Show password';
  return (
    <Group gap={4} wrap="nowrap" component="span">
      <Text span size="sm" ff="monospace" data-testid="software-password" style={{ minWidth: 0 }}>
        {shown ? password : MASK}
      </Text>
      <Tooltip label={label} withArrow position="top">
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={label}
          aria-pressed={shown}
          onClick={() => setShown((value) => !value)}
        >
          {shown ? <EyeOff size={16} aria-hidden /> : <Eye size={16} aria-hidden />}
        </ActionIcon>
      </Tooltip>
      <CopyValueButton value={password} label="Copy password" />
    </Group>
  );
}
