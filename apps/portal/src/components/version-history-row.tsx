import { ActionIcon, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { DocumentVersion } from '@toolbox/domain';
import { formatFileSize, formatVersion } from '@toolbox/domain';
import { Download } from 'lucide-react';
import { formatDateTime } from '../lib/format';

/**
 * One row of a document's version history (docs/product.md#document-display): version, author,
 * upload date, size and changes, with a download of that version's file.
 */
export function VersionHistoryRow({
  version,
  isCurrent,
}: {
  version: DocumentVersion;
  isCurrent: boolean;
}) {
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      gap="md"
      py="sm"
      data-testid="version-row"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Group gap="md" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
        <Badge variant={isCurrent ? 'filled' : 'light'} radius="sm" miw={44} tt="none">
          {formatVersion(version.versionNumber)}
        </Badge>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="sm" fw={500}>
            {version.changes}
          </Text>
          <Text size="xs" c="dimmed">
            {[
              version.author || version.uploadedBy,
              formatDateTime(version.uploadDate),
              formatFileSize(version.fileSizeKB),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
      </Group>
      <Tooltip label={`Download ${formatVersion(version.versionNumber)}`}>
        <ActionIcon
          component="a"
          href={version.fileUrl}
          download
          variant="subtle"
          aria-label={`Download ${formatVersion(version.versionNumber)}`}
        >
          <Download size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
