import {
  Anchor,
  Button,
  List,
  SegmentedControl,
  Stack,
  Text,
  useMantineColorScheme,
} from '@mantine/core';
import { SKIP_CONFIRMATION_PREFIX, skippedConfirmationLabel } from '@toolbox/domain';
import { Palette } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'react-hot-toast';
import { Link } from 'react-router';
import { SectionCard } from '../../../components/section-card';

/** The `skip-confirmation-*` keys set in this browser (docs/product.md#confirmation-skipping). */
function skippedConfirmations(): string[] {
  const keys: string[] = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (key?.startsWith(SKIP_CONFIRMATION_PREFIX)) keys.push(key);
  }
  return keys;
}

/** Settings: light, dark or the system's theme; skipped confirmations back; the toast demo. */
export function PreferencesCard() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const [skipped, setSkipped] = useState(skippedConfirmations);

  const resetConfirmations = () => {
    for (const key of skippedConfirmations()) localStorage.removeItem(key);
    setSkipped(skippedConfirmations());
    toast.success('Every confirmation will be asked again.');
  };

  return (
    <SectionCard
      id="preferences-title"
      title="Appearance and confirmations"
      icon={Palette}
      gap="lg"
    >
      <Stack gap={6}>
        <Text size="sm" fw={600} id="theme-label">
          Theme
        </Text>
        <SegmentedControl
          aria-labelledby="theme-label"
          w="fit-content"
          value={colorScheme}
          onChange={(value) => setColorScheme(value)}
          data={[
            { value: 'light', label: 'Light' },
            { value: 'dark', label: 'Dark' },
            { value: 'auto', label: 'As the system' },
          ]}
        />
      </Stack>
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          Skipped confirmations
        </Text>
        <Text size="sm" c="dimmed">
          {skipped.length === 0
            ? 'No confirmation is skipped in this browser.'
            : `${skipped.length} confirmation${skipped.length === 1 ? ' is' : 's are'} skipped because “Don’t ask me again” was ticked:`}
        </Text>
        {skipped.length > 0 ? (
          <List size="sm" data-testid="skipped-confirmations">
            {skipped.map((key) => (
              <List.Item key={key}>{skippedConfirmationLabel(key)}</List.Item>
            ))}
          </List>
        ) : null}
        <Button
          variant="default"
          w="fit-content"
          onClick={resetConfirmations}
          disabled={skipped.length === 0}
        >
          Reset skipped confirmations
        </Button>
      </Stack>
      <Text size="sm">
        Every message style the portal uses is on the{' '}
        <Anchor component={Link} to="/toast-demo">
          toast demo
        </Anchor>{' '}
        page.
      </Text>
    </SectionCard>
  );
}
