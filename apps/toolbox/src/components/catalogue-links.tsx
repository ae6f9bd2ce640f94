import { Badge, Group, Stack, Text } from '@mantine/core';
import { BookOpen, FileText, Package } from 'lucide-react';
import { ListLink } from './list-link';
import { paths } from '@/paths';

/** A document row: title, version and categories. */
export function DocumentLink({
  document,
}: {
  document: { id: string; title: string; currentVersion: number; category: string[] };
}) {
  return (
    <ListLink
      to={paths.document(document.id)}
      icon={<FileText size={20} aria-hidden />}
      title={document.title}
      detail={`v${document.currentVersion} · ${document.category.join(', ')}`}
    />
  );
}

/** A software package row: name, version and category. */
export function SoftwareLink({
  software,
}: {
  software: { id: string; name: string; version: string; category: string };
}) {
  return (
    <ListLink
      to={paths.software(software.id)}
      icon={<Package size={20} aria-hidden />}
      title={software.name}
      detail={`v${software.version} · ${software.category}`}
    />
  );
}

/** A troubleshooting guide row: title, a line about it, and its error codes. */
export function GuideLink({
  machineId,
  guide,
  line,
}: {
  machineId: string;
  guide: { id: string; title: string; errorCodes: string[] };
  line: string;
}) {
  return (
    <ListLink
      to={paths.guide(machineId, guide.id)}
      icon={<BookOpen size={20} aria-hidden />}
      title={guide.title}
      detail={
        <Stack gap={2}>
          <Text size="sm" c="dimmed" truncate="end">
            {line}
          </Text>
          {guide.errorCodes.length > 0 && (
            <Group gap={4}>
              {guide.errorCodes.slice(0, 4).map((code) => (
                <Badge key={code} variant="light" color="red" size="sm">
                  {code}
                </Badge>
              ))}
            </Group>
          )}
        </Stack>
      }
    />
  );
}
