import { Badge, Group, List, Table, Text } from '@mantine/core';
import type { GuideImportReport } from '@toolbox/domain';

/** "2 to create, 1 to replace, 1 row with errors". */
export function importSummary(report: GuideImportReport): string {
  const rowsWithErrors = report.rows.filter((row) => row.errors.length > 0).length;
  const parts = [`${report.creates} to create`, `${report.replaces} to replace`];
  if (rowsWithErrors > 0) {
    parts.push(`${rowsWithErrors} ${rowsWithErrors === 1 ? 'row' : 'rows'} with errors`);
  }
  return parts.join(', ');
}

/**
 * What an import would do, row by row: the row's line in the file, create or replace, the title,
 * and each field's problem in red. Rows with errors are marked for screen readers too.
 */
export function ImportPreview({ report }: { report: GuideImportReport }) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" horizontalSpacing="md" aria-label="Import preview">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={70}>Row</Table.Th>
            <Table.Th w={110}>Action</Table.Th>
            <Table.Th>Title</Table.Th>
            <Table.Th>Problems</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.rows.map((row) => {
            const hasErrors = row.errors.length > 0;
            return (
              <Table.Tr
                key={row.row}
                data-testid="import-row"
                data-invalid={hasErrors || undefined}
                bg={hasErrors ? 'var(--mantine-color-red-0)' : undefined}
              >
                <Table.Td>
                  <Text size="sm">{row.row}</Text>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={row.action === 'create' ? 'brand' : 'blue'}>
                    {row.action}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={600} c={row.title ? undefined : 'dimmed'}>
                    {row.title || '(no title)'}
                  </Text>
                  {row.id ? (
                    <Text size="xs" c="dimmed">
                      {row.id}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  {hasErrors ? (
                    <List size="sm" c="red" spacing={2} aria-label={`Problems in row ${row.row}`}>
                      {row.errors.map((error, index) => (
                        <List.Item key={`${error.field}-${index}`}>
                          <Group gap={6} wrap="nowrap" align="baseline">
                            <Text span size="xs" ff="monospace" c="red.8">
                              {error.field}:
                            </Text>
                            <Text span size="sm" c="red.8">
                              {error.message}
                            </Text>
                          </Group>
                        </List.Item>
                      ))}
                    </List>
                  ) : (
                    <Text size="sm" c="teal.8">
                      OK
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
