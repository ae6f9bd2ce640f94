import { Button, Card, Group, Radio, Stack, Text } from '@mantine/core';
import { Printer } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { MachineMultiSelect } from '../../../components/machine-multi-select';
import { useMachines } from '../../../lib/machines';
import { LABEL_FORMATS, type LabelFormat } from './machine-labels';

/** The print page's address for these machines (every machine: `all`). */
export function labelsPrintPath(format: LabelFormat, ids: string[] | 'all') {
  const params = new URLSearchParams({ format });
  if (ids === 'all') params.set('all', '1');
  else params.set('ids', ids.join(','));
  return `/machine-types/labels/print?${params.toString()}`;
}

/**
 * /machine-types/labels (issue #22 item 2): which machines get a label and on what paper, then
 * the print-ready page.
 */
export function MachineLabelChooser() {
  const machines = useMachines();
  const [ids, setIds] = useState<string[]>([]);
  const [format, setFormat] = useState<LabelFormat>('a4');
  const count = machines.data?.length ?? 0;
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="md" maw={640}>
        <Text size="sm">
          Each label has a QR code that opens the machine in the engineers&apos; toolbox, with its
          manufacturer and model. Stick it on the machine: an engineer scans it with Scan in the
          toolbox.
        </Text>
        <MachineMultiSelect
          label="Machines to label"
          description="Leave empty and print every machine, or choose some."
          value={ids}
          onChange={setIds}
        />
        <Radio.Group label="Paper" value={format} onChange={(value) => setFormat(value)}>
          <Stack gap="xs" mt="xs">
            {(Object.keys(LABEL_FORMATS) as LabelFormat[]).map((key) => (
              <Radio key={key} value={key} label={LABEL_FORMATS[key].name} />
            ))}
          </Stack>
        </Radio.Group>
        <Group>
          <Button
            component={Link}
            to={labelsPrintPath(format, ids.length ? ids : 'all')}
            leftSection={<Printer size={16} aria-hidden />}
            disabled={count === 0}
          >
            {ids.length
              ? `Labels for ${ids.length} machine${ids.length === 1 ? '' : 's'}`
              : `Labels for all ${count} machines`}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
