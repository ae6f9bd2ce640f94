import { Alert, Button, CopyButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { messages } from '@toolbox/domain';
import { Check, Copy, Download } from 'lucide-react';

/** The recovery codes, shown once: to copy, download or write down. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const text = `${codes.join('\n')}\n`;
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = Object.assign(document.createElement('a'), {
      href: url,
      download: 'toolbox-recovery-codes.txt',
    });
    // Attached while it is clicked, and the address kept a moment: some browsers need both.
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };
  return (
    <Stack gap="sm">
      <Alert color="orange" variant="light">
        {messages.twoFactor.recoveryCodesHint}
      </Alert>
      <SimpleGrid
        cols={2}
        spacing="xs"
        component="ul"
        aria-label="Recovery codes"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
        data-testid="recovery-codes"
      >
        {codes.map((code) => (
          <Text key={code} component="li" ff="monospace" size="md">
            {code}
          </Text>
        ))}
      </SimpleGrid>
      <Group gap="sm">
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              leftSection={copied ? <Check size={16} /> : <Copy size={16} />}
              onClick={copy}
            >
              {copied ? 'Copied' : 'Copy codes'}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" leftSection={<Download size={16} />} onClick={download}>
          Download
        </Button>
      </Group>
    </Stack>
  );
}
