import { Button, Group, Text } from '@mantine/core';
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { Fact } from '@toolbox/web/fact';
import { CopyValue } from '@/components/copy-value';

/** The package's password, hidden until the engineer reveals it. */
export function PasswordFact({ password }: { password: string }) {
  const [showPassword, setShowPassword] = useState(false);
  return (
    <Fact label="Password">
      <Group gap={4} wrap="nowrap">
        {showPassword ? (
          <CopyValue value={password} label="Copy password" />
        ) : (
          <Text ff="monospace" size="sm" aria-label="Password hidden">
            ••••••••
          </Text>
        )}
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={showPassword ? <EyeOff size={14} /> : <Eye size={14} />}
          onClick={() => setShowPassword((shown) => !shown)}
        >
          {showPassword ? 'Hide' : 'Reveal'}
        </Button>
      </Group>
    </Fact>
  );
}
