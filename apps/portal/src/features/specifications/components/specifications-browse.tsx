import { Anchor, Box, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { MachineSpecifications, Page } from '@toolbox/domain';
import { messages } from '@toolbox/domain';
import { Pencil, Ruler } from 'lucide-react';
import { Link } from 'react-router';
import { ListPagination } from '../../../components/list-pagination';
import { useSpecifications } from '../api/get-specifications';
import { SpecificationGroups } from './specification-groups';
import { machineName, specificationsEditPath } from './specification-paths';
import { QueryState } from '../../../components/query-state';

interface SpecificationsBrowseProps {
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

/** Every machine that has specifications, each with its entries by group; paged. */
export function SpecificationsBrowse({
  page,
  pageSize,
  onPage,
  onPageSize,
}: SpecificationsBrowseProps) {
  const specifications = useSpecifications({ page, pageSize });
  return (
    <QueryState
      query={specifications}
      loadingMessage="Loading specifications..."
      errorMessage="Failed to load specifications. Please try again."
      frame={(panel) => <Card>{panel}</Card>}
    >
      {(data) => (
        <SpecificationPages
          data={data}
          isPlaceholderData={specifications.isPlaceholderData}
          onPage={onPage}
          onPageSize={onPageSize}
        />
      )}
    </QueryState>
  );
}

interface SpecificationPagesProps extends Pick<SpecificationsBrowseProps, 'onPage' | 'onPageSize'> {
  data: Page<MachineSpecifications>;
  isPlaceholderData: boolean;
}

/** One page of machines with their specifications, or why there is none. */
function SpecificationPages({
  data,
  isPlaceholderData,
  onPage,
  onPageSize,
}: SpecificationPagesProps) {
  if (data.items.length === 0) {
    return (
      <Card>
        <Stack align="center" gap="sm" py={56} ta="center">
          <Ruler size={36} strokeWidth={1.5} color="var(--mantine-color-gray-5)" aria-hidden />
          <Text fw={600}>
            {data.total > 0
              ? 'This page is past the end of the list.'
              : messages.specification.empty}
          </Text>
          {data.total > 0 ? (
            <Button variant="default" size="xs" onClick={() => onPage(1)}>
              Go to the first page
            </Button>
          ) : null}
        </Stack>
      </Card>
    );
  }

  return (
    <Stack gap="md">
      <Stack
        gap="md"
        style={{ opacity: isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
        aria-busy={isPlaceholderData}
      >
        {data.items.map(({ machine, specifications }) => (
          <Card key={machine.id} component="section" aria-labelledby={`specs-${machine.id}`}>
            <Group justify="space-between" mb="md" gap="sm">
              <Title order={2} fz="lg" id={`specs-${machine.id}`}>
                <Anchor
                  component={Link}
                  to={`/machine-types/${encodeURIComponent(machine.id)}`}
                  inherit
                  c="inherit"
                >
                  {machineName(machine)}
                </Anchor>
              </Title>
              <Button
                component={Link}
                to={specificationsEditPath(machine.id)}
                variant="default"
                size="xs"
                leftSection={<Pencil size={14} aria-hidden />}
                aria-label={`Edit specifications of ${machineName(machine)}`}
              >
                Edit
              </Button>
            </Group>
            <SpecificationGroups entries={specifications} columns={3} />
          </Card>
        ))}
      </Stack>
      <Box>
        <Card padding={0}>
          <ListPagination
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            shown={data.items.length}
            noun={['machine', 'machines']}
            onPage={onPage}
            onPageSize={onPageSize}
          />
        </Card>
      </Box>
    </Stack>
  );
}
