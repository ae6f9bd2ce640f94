import { Box, List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import type { PasswordPolicy } from '@toolbox/domain';
import {
  passwordRequirements,
  passwordRequirementText,
  unmetPasswordRequirements,
} from '@toolbox/domain';
import { Check, Circle } from 'lucide-react';

interface PasswordRequirementsProps {
  policy: PasswordPolicy;
  /** The password typed so far; each requirement it meets gets a tick. */
  password: string;
  id?: string;
}

/** The password policy, live: one line per requirement, ticked once the password meets it. */
export function PasswordRequirements({ policy, password, id }: PasswordRequirementsProps) {
  const unmet = new Set(unmetPasswordRequirements(password, policy));

  return (
    <Box id={id} data-testid="password-requirements">
      <Text size="xs" c="dimmed" mb={4}>
        Password must have:
      </Text>
      <List spacing={2} size="xs" center listStyleType="none" pl={0} ml={0}>
        {passwordRequirements(policy).map((requirement) => {
          const met = !unmet.has(requirement);
          return (
            <List.Item
              key={requirement}
              data-met={met}
              c={met ? 'teal.8' : 'dimmed'}
              icon={
                <ThemeIcon
                  size={16}
                  radius="xl"
                  color={met ? 'teal' : 'gray'}
                  variant={met ? 'filled' : 'light'}
                  aria-hidden
                >
                  {met ? <Check size={11} strokeWidth={3} /> : <Circle size={6} />}
                </ThemeIcon>
              }
            >
              {passwordRequirementText(requirement, policy)}
              <VisuallyHidden>{met ? ' (met)' : ' (not met)'}</VisuallyHidden>
            </List.Item>
          );
        })}
      </List>
    </Box>
  );
}
