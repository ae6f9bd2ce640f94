import { Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { LucideIcon } from 'lucide-react';

export interface StatCardProps {
  label: string;
  value: number;
  detail: string;
  icon: LucideIcon;
  color: string;
}

export function StatCard({ label, value, detail, icon: Icon, color }: StatCardProps) {
  return (
    <Card component="section" aria-label={label}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Text size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          <Text fz={32} fw={700} lh={1.1} data-testid="stat-value">
            {value.toLocaleString()}
          </Text>
        </Stack>
        <ThemeIcon size={44} radius="md" variant="light" color={color}>
          <Icon size={22} aria-hidden />
        </ThemeIcon>
      </Group>
      <Text size="sm" c="dimmed" mt="sm" data-testid="stat-detail">
        {detail}
      </Text>
    </Card>
  );
}
