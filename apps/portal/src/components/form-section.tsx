import { Text, Title } from '@mantine/core';

/** A titled part of a form, with one line on what it is for. */
export function FormSection({ title, hint }: { title: string; hint: string }) {
  return (
    <div>
      <Title order={2} fz="lg">
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {hint}
      </Text>
    </div>
  );
}
