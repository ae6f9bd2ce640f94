import { Code, Image, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { imageUrl, relativeAge } from '@toolbox/domain';
import { DescriptionText } from '../../../components/description-text';
import { DetailFields } from '../../../components/detail-fields';
import { SectionCard } from '../../../components/section-card';
import { formatDateTime } from '../../../lib/format';
import type { MachineTabProps } from './machine-tab-props';

type Counts = NonNullable<MachineTabProps['counts']>;

const COUNTS: { key: keyof Counts; label: string }[] = [
  { key: 'troubleshootingGuides', label: 'Troubleshooting guides' },
  { key: 'partDiagrams', label: 'Part diagrams' },
  { key: 'specifications', label: 'Specifications' },
  { key: 'documents', label: 'Linked documents' },
  { key: 'software', label: 'Linked software' },
];

/** The Overview tab: the machine's fields and dates, and how much hangs off it. */
export function MachineOverview({ machine, counts }: MachineTabProps) {
  return (
    <Stack gap="lg">
      <SectionCard id="machine-details-title" title="Details">
        {machine.photoPath ? (
          <Image
            src={imageUrl(machine.photoPath)}
            alt={`${machine.manufacturer} ${machine.model}`}
            maw={320}
            mah={240}
            fit="contain"
            radius="md"
            mb="md"
            data-testid="machine-photo-view"
          />
        ) : null}
        <DetailFields
          cols={{ base: 1, xs: 2, md: 3 }}
          fields={[
            { label: 'Manufacturer', value: machine.manufacturer },
            { label: 'Model', value: machine.model },
            { label: 'Machine ID', value: <Code fz="sm">{machine.id}</Code> },
            { label: 'Category', value: machine.category },
            {
              label: 'Created',
              value: formatDateTime(machine.createdAt),
              hint: relativeAge(machine.createdAt),
            },
            {
              label: 'Last updated',
              value: formatDateTime(machine.updatedAt),
              hint: relativeAge(machine.updatedAt),
            },
          ]}
        />
        <Stack gap={2} mt="lg">
          <Text size="xs" fw={600} c="dimmed" tt="uppercase" style={{ letterSpacing: '0.04em' }}>
            Description
          </Text>
          <DescriptionText text={machine.description} />
        </Stack>
      </SectionCard>
      <SectionCard id="machine-content-title" title="Content">
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md" data-testid="machine-counts">
          {COUNTS.map(({ key, label }) => (
            <Paper
              key={key}
              withBorder
              p="md"
              radius="md"
              style={{ display: 'flex', flexDirection: 'column', justifyContent: 'space-between' }}
            >
              <Text size="xs" c="dimmed" fw={600}>
                {label}
              </Text>
              <Text fz={28} fw={700} lh={1.2} aria-label={`${label}: ${counts?.[key] ?? '—'}`}>
                {counts?.[key] ?? '—'}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      </SectionCard>
    </Stack>
  );
}
