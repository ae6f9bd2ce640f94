import { Badge, Group, List, Spoiler, Stack, Text } from '@mantine/core';
import { Clock } from 'lucide-react';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { GuideFeedback } from './guide-feedback';
import { GuideSteps } from './guide-steps';
import { DetailsItemHeading, MachineDetailsItem } from '@/components/machine-details-item';

function Facts({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <Stack gap={2}>
      <Text fw={600} size="sm">
        {title}
      </Text>
      <List size="sm" spacing={2}>
        {items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** A troubleshooting guide, step by step (the machine's details answer holds its guides). */
export function GuideScreen({ machineId, guideId }: { machineId: string; guideId: string }) {
  const [params, setParams] = useSearchParams();
  const index = Math.max(0, Number.parseInt(params.get('step') ?? '0', 10) || 0);
  const setIndex = useCallback(
    (next: number) => setParams({ step: String(next) }, { replace: true }),
    [setParams],
  );

  return (
    <MachineDetailsItem machineId={machineId} section="troubleshootingGuides" itemId={guideId}>
      {(guide, machineLine) => (
        <Stack gap="md">
          <DetailsItemHeading machineLine={machineLine} title={guide.title}>
            <Group gap={6}>
              {guide.errorCodes.map((code) => (
                <Badge key={code} color="red" variant="light">
                  {code}
                </Badge>
              ))}
              {guide.severity && <Badge variant="outline">{guide.severity}</Badge>}
              {guide.estimatedMinutes !== null && (
                <Badge variant="outline" leftSection={<Clock size={12} />}>
                  {guide.estimatedMinutes} min
                </Badge>
              )}
            </Group>
            {guide.symptom && <Text>{guide.symptom}</Text>}
          </DetailsItemHeading>
          {(guide.causes.length > 0 || guide.tools.length > 0 || guide.parts.length > 0) && (
            <Spoiler maxHeight={0} showLabel="Before you start" hideLabel="Hide">
              <Stack gap="sm" pt="xs">
                <Facts title="Possible causes" items={guide.causes} />
                <Facts title="Tools" items={guide.tools} />
                <Facts title="Parts" items={guide.parts} />
              </Stack>
            </Spoiler>
          )}
          <GuideSteps
            steps={guide.steps}
            index={Math.min(index, guide.steps.length)}
            onIndex={setIndex}
            finished={<GuideFeedback machineId={machineId} guideId={guide.id} />}
          />
        </Stack>
      )}
    </MachineDetailsItem>
  );
}
