import { Button, Center, Stack, Text, ThemeIcon } from '@mantine/core';
import { messages } from '@toolbox/domain';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

interface NotFoundPanelProps {
  message: string;
  icon: LucideIcon;
  /** The list to go back to: its path and the button's text. */
  back: { to: string; label: string };
  /** More about what was not found, under the message (an address, say). */
  detail?: ReactNode;
}

/** Something that does not exist (any more), and the way back to its list. */
export function NotFoundPanel({ message, icon: Icon, back, detail }: NotFoundPanelProps) {
  return (
    <Center mih={240}>
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray">
          <Icon size={24} aria-hidden />
        </ThemeIcon>
        <Text role="alert">{message}</Text>
        {detail}
        <Button
          component={Link}
          to={back.to}
          variant="light"
          leftSection={<ArrowLeft size={16} aria-hidden />}
        >
          {back.label}
        </Button>
      </Stack>
    </Center>
  );
}

/** A machine's tab when the machine itself is gone. */
export function MachineNotFoundText() {
  return (
    <Text role="alert" py="md">
      {messages.machine.notFound}
    </Text>
  );
}
