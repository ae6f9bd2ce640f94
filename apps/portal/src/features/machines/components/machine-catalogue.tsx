import { Card, Stack } from '@mantine/core';
import { MachineListQuery } from '@toolbox/domain';
import { Coffee, Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { ListTable } from '../../../components/data-table-list';
import { EmptyList, emptyReason, emptyTexts, FirstRunLink } from '../../../components/empty-list';
import { useListParams } from '../../../lib/use-list-params';
import { useMachineManufacturers, useMachinePage } from '../../../lib/machines';
import { MachineCatalogueFilters } from './machine-catalogue-filters';
import { catalogueColumns, firstsOfMaker, machineRowProps } from './machine-catalogue-table';
import { machineText } from './machine-text';

const hasFilters = (query: MachineListQuery) => Boolean(query.search || query.manufacturer);

/**
 * The /machine-types screen's body: search and manufacturer (in the URL), then the catalogue a
 * page at a time, by manufacturer and model, with what hangs off each machine.
 */
export function MachineCatalogue() {
  const list = useListParams(MachineListQuery);
  const { query, update } = list;
  const page = useMachinePage(query);
  const manufacturers = useMachineManufacturers();
  const navigate = useNavigate();
  const rows = page.data?.items;
  const firsts = useMemo(() => firstsOfMaker(rows ?? []), [rows]);
  const columns = useMemo(() => catalogueColumns(firsts), [firsts]);

  return (
    <Stack gap="md">
      {manufacturers.data && manufacturers.data.length > 0 ? (
        <Card padding="md">
          <MachineCatalogueFilters
            query={query}
            manufacturers={manufacturers.data}
            onChange={update}
          />
        </Card>
      ) : null}
      <Card padding={0}>
        <ListTable
          result={page}
          loadingMessage={machineText.listLoading}
          errorMessage={machineText.listFailed}
          list={list}
          noun={['machine', 'machines']}
          label="Machines"
          columns={columns}
          getRowId={(machine) => machine.id}
          minWidth={840}
          tableProps={{ highlightOnHover: true, verticalSpacing: 'sm', horizontalSpacing: 'sm' }}
          rowProps={machineRowProps(firsts, (path) => void navigate(path))}
          empty={({ total }) => (
            <EmptyList
              reason={emptyReason(total, hasFilters(query))}
              icon={Coffee}
              text={emptyTexts(machineText)}
              firstRun={
                <FirstRunLink to="/machine-types/add" icon={Plus}>
                  Add machine
                </FirstRunLink>
              }
              onClear={() => update({ search: undefined, manufacturer: undefined })}
              onFirstPage={() => update({})}
            />
          )}
        />
      </Card>
    </Stack>
  );
}
