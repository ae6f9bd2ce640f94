import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { TOAST_COLORS, TOAST_DEFAULT_MS, TOAST_LIMIT, TOAST_SUCCESS_MS } from '@toolbox/domain';
import { toast } from 'react-hot-toast';
import { Page } from '../../components/page';
import { toastInfo, toastWarning } from '@toolbox/web/toasts';

const seconds = (ms: number) => `${ms / 1000} s`;

let counter = 0;

/** Every toast variant docs/product.md#toasts names, as the rest of the portal shows them. */
const VARIANTS = [
  {
    name: 'Success',
    note: `${seconds(TOAST_SUCCESS_MS)}, ${TOAST_COLORS.success}`,
    show: () => toast.success('Saved. Everything went as planned.'),
  },
  {
    name: 'Error',
    note: `${seconds(TOAST_DEFAULT_MS)}, ${TOAST_COLORS.error}`,
    show: () => toast.error('That did not work. Please try again.'),
  },
  {
    name: 'Info',
    note: `${seconds(TOAST_DEFAULT_MS)}, ${TOAST_COLORS.info}`,
    show: () => toastInfo('A new version of this document exists.'),
  },
  {
    name: 'Warning',
    note: `${seconds(TOAST_DEFAULT_MS)}, ${TOAST_COLORS.warning}`,
    show: () => toastWarning('This package is below its own minimum version.'),
  },
  {
    name: 'Custom',
    note: 'your own content',
    show: () =>
      toast(
        <Stack gap={2}>
          <Text fw={600} size="sm">
            Custom toast
          </Text>
          <Text size="sm">Any content: a title, a line of text, a link.</Text>
        </Stack>,
      ),
  },
  {
    name: 'Loading',
    note: 'until it ends',
    show: () => {
      const id = toast.loading('Working on it…');
      setTimeout(() => toast.success('Done.', { id }), 2500);
    },
  },
] as const;

export function Component() {
  const showMany = () => {
    for (let i = 0; i < TOAST_LIMIT + 5; i++) {
      counter += 1;
      toast(`Toast number ${counter}`, { duration: 8000 });
    }
  };

  return (
    <Page
      title="Toast demo"
      description={`Every message style of the portal: bottom-right, at most ${TOAST_LIMIT} at once, each at most 350 px wide.`}
    >
      <Card>
        <Stack gap="md">
          <Title order={2} fz="lg">
            Variants
          </Title>
          <Group gap="sm">
            {VARIANTS.map((variant) => (
              <Button key={variant.name} variant="default" onClick={variant.show}>
                {variant.name}
              </Button>
            ))}
            <Button variant="default" onClick={() => toast.dismiss()}>
              Dismiss all
            </Button>
          </Group>
          <Stack gap={4}>
            {VARIANTS.map((variant) => (
              <Text key={variant.name} size="sm" c="dimmed">
                {variant.name}: {variant.note}
              </Text>
            ))}
          </Stack>
        </Stack>
      </Card>
      <Card>
        <Stack gap="sm">
          <Title order={2} fz="lg">
            The limit
          </Title>
          <Text size="sm" c="dimmed">
            Sends {TOAST_LIMIT + 5} toasts at once: only the newest {TOAST_LIMIT} stay on screen.
          </Text>
          <Button w="fit-content" onClick={showMany}>
            Show {TOAST_LIMIT + 5} toasts
          </Button>
        </Stack>
      </Card>
    </Page>
  );
}
