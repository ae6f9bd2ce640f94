import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { messages } from '@toolbox/domain';
import { Check, Copy } from 'lucide-react';
import { useState } from 'react';

/** A long value (hash, password) in monospace with a copy button. */
export function CopyValue({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <Group gap={4} wrap="nowrap" align="flex-start">
      <Text ff="monospace" size="xs" style={{ wordBreak: 'break-all' }}>
        {value}
      </Text>
      <Tooltip label={copied ? messages.toolbox.copied : label}>
        <ActionIcon
          variant="subtle"
          aria-label={label}
          onClick={() => {
            void navigator.clipboard.writeText(value).then(() => setCopied(true));
          }}
        >
          {copied ? <Check size={16} /> : <Copy size={16} />}
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
