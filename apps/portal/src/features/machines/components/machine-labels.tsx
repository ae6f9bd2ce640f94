import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { MachineName } from '@toolbox/domain';
import { ArrowLeft, Printer } from 'lucide-react';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { useMachines } from '../../../lib/machines';
import { QrCode } from '../../../components/qr-code';
import classes from './machine-labels.module.css';

/** The label sizes a sheet is printed on. */
export const LABEL_FORMATS = {
  a4: { name: 'A4 sheet, 3 × 7 labels (63.5 × 38.1 mm)', page: 'A4', perPage: 21, qr: '30mm' },
  roll: { name: 'Label printer, 62 × 29 mm', page: '62mm 29mm', perPage: 1, qr: '25mm' },
} as const;
export type LabelFormat = keyof typeof LABEL_FORMATS;

/** Where a label's code leads: the machine in the engineer toolbox. */
export const toolboxMachineUrl = (origin: string, id: string) =>
  `${origin}/toolbox/machines/${encodeURIComponent(id)}`;

function Label({ machine, format }: { machine: MachineName; format: LabelFormat }) {
  return (
    <div className={classes.label} data-testid="machine-label" data-machine-id={machine.id}>
      <QrCode
        value={toolboxMachineUrl(window.location.origin, machine.id)}
        size={LABEL_FORMATS[format].qr}
        label={`QR code for ${machine.manufacturer} ${machine.model}`}
      />
      <div>
        <div className={classes.manufacturer}>{machine.manufacturer}</div>
        <div className={classes.model}>{machine.model}</div>
        <div className={classes.hint}>Scan in Toolbox</div>
      </div>
    </div>
  );
}

/** The machines' labels cut into pages of the format. */
function Sheets({ machines, format }: { machines: MachineName[]; format: LabelFormat }) {
  const { perPage } = LABEL_FORMATS[format];
  const pages: MachineName[][] = [];
  for (let at = 0; at < machines.length; at += perPage)
    pages.push(machines.slice(at, at + perPage));
  return (
    <div className={classes.preview} data-testid="label-sheets">
      {pages.map((page, index) => (
        <div key={index} className={format === 'a4' ? classes.a4Page : classes.rollLabel}>
          {page.map((machine) => (
            <Label key={machine.id} machine={machine} format={format} />
          ))}
        </div>
      ))}
    </div>
  );
}

/**
 * The print-ready page of machine labels (issue #22 item 2): `ids` the machines (or `all`), in
 * the catalogue's order, each a QR code leading to the machine in the toolbox with its manufacturer
 * and model, laid out for the format's paper. The page's size is the printer's.
 */
export function MachineLabels({ ids, format }: { ids: string[] | 'all'; format: LabelFormat }) {
  const machines = useMachines();
  const chosen = ids === 'all' ? null : new Set(ids);
  return (
    <Stack gap="md" p="md" className={classes.page}>
      {/* The paper size and margins the browser's print dialog starts from. */}
      <style>{`@page { size: ${LABEL_FORMATS[format].page}; margin: 0; }`}</style>
      <QueryState
        query={machines}
        loadingMessage="Loading machines..."
        errorMessage="Failed to load machines. Please try again."
      >
        {(all) => {
          const wanted = chosen ? all.filter((machine) => chosen.has(machine.id)) : all;
          return (
            <>
              <Group className={classes.screenOnly} justify="space-between">
                <Stack gap={2}>
                  <Title order={1} fz="h3">
                    Machine labels
                  </Title>
                  <Text size="sm" c="dimmed">
                    {wanted.length} label{wanted.length === 1 ? '' : 's'} ·{' '}
                    {LABEL_FORMATS[format].name}
                  </Text>
                </Stack>
                <Group>
                  <Button
                    component={Link}
                    to="/machine-types/labels"
                    variant="default"
                    leftSection={<ArrowLeft size={16} aria-hidden />}
                  >
                    Back
                  </Button>
                  <Button
                    leftSection={<Printer size={16} aria-hidden />}
                    disabled={wanted.length === 0}
                    onClick={() => window.print()}
                  >
                    Print
                  </Button>
                </Group>
              </Group>
              {wanted.length === 0 ? (
                <Alert className={classes.screenOnly} color="orange">
                  No machines chosen. Go back and choose the machines to label.
                </Alert>
              ) : (
                <Sheets machines={wanted} format={format} />
              )}
            </>
          );
        }}
      </QueryState>
    </Stack>
  );
}
