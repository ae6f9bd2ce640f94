import { Center, ThemeIcon, Title } from '@mantine/core';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A screen of its own outside the portal's frame, its content in the middle. */
export function FullScreen({ children }: { children: ReactNode }) {
  return (
    <Center mih="100dvh" p="md" bg="gray.0">
      {children}
    </Center>
  );
}

/** The heading of a screen that stops the user (an error, a refusal), under its red icon. */
export function StopHeading({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <>
      <ThemeIcon size={56} radius="xl" variant="light" color="red">
        <Icon size={28} aria-hidden />
      </ThemeIcon>
      <Title order={1} fz="h2">
        {children}
      </Title>
    </>
  );
}
