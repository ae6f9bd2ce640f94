import { Card, Center, Stack, Text, ThemeIcon } from '@mantine/core';
import { messages } from '@toolbox/domain';
import { Wrench } from 'lucide-react';
import { Page } from '../../components/page';

/** /maintenance: the product's placeholder (docs/product.md#maintenance). */
export function Component() {
  return (
    <Page title="Maintenance">
      <Card>
        <Center mih={240}>
          <Stack align="center" gap="sm" ta="center">
            <ThemeIcon size={48} radius="xl" variant="light">
              <Wrench size={24} aria-hidden />
            </ThemeIcon>
            <Text>{messages.shell.maintenanceComingSoon}</Text>
          </Stack>
        </Center>
      </Card>
    </Page>
  );
}
