import type {
  Guide,
  MachineDetails,
  MachineDetailsListItem,
  MachineSpecifications,
  PartDiagram,
  SpecificationEntry,
} from '@toolbox/domain';
import type { MachineLabel } from '../../db/machine-details';
import type {
  DetailsRecordRow,
  MaintenanceProcedureRow,
  SpecificationRow,
} from './machine-details.repository';

/** The API shape of a specification entry, written once. */
export const presentSpecification = (row: SpecificationRow): SpecificationEntry => ({
  id: row.id,
  group: row.groupName,
  label: row.label,
  value: row.value,
  unit: row.unit,
});

/** A maintenance procedure: its stored content with the row's id, title and times. */
export const presentMaintenanceProcedure = (
  row: MaintenanceProcedureRow,
): Record<string, unknown> => ({
  ...row.content,
  id: row.id,
  title: row.title,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** A machine's rows of every section, as the presenters below take them. */
export type DetailsSections = {
  specifications: SpecificationRow[];
  maintenanceProcedures: MaintenanceProcedureRow[];
  troubleshootingGuides: Guide[];
  partDiagrams: PartDiagram[];
};

/** The four sections; the record's times only once a record exists. */
export const presentMachineDetails = (
  sections: DetailsSections,
  record: Pick<DetailsRecordRow, 'createdAt' | 'updatedAt'> | undefined,
): MachineDetails => ({
  specifications: sections.specifications.map(presentSpecification),
  maintenanceProcedures: sections.maintenanceProcedures.map(presentMaintenanceProcedure),
  troubleshootingGuides: sections.troubleshootingGuides,
  partDiagrams: sections.partDiagrams,
  ...(record
    ? { createdAt: record.createdAt.toISOString(), updatedAt: record.updatedAt.toISOString() }
    : {}),
});

/**
 * One line of the details list: the record's machine with its own rows picked out of `sections`,
 * which hold those of every machine of the page.
 */
export const presentMachineDetailsListItem = (
  record: DetailsRecordRow,
  sections: DetailsSections,
): MachineDetailsListItem => {
  const own = <T extends { machineId: string }>(rows: T[]) =>
    rows.filter((row) => row.machineId === record.machineId);
  return {
    machineId: record.machineId,
    specifications: own(sections.specifications).map(presentSpecification),
    maintenanceProcedures: own(sections.maintenanceProcedures).map(presentMaintenanceProcedure),
    troubleshootingGuides: own(sections.troubleshootingGuides),
    partDiagrams: own(sections.partDiagrams),
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
};

/** A machine with its specification entries, for the specifications list and comparison. */
export const presentMachineSpecifications = (row: {
  machine: MachineLabel;
  specifications: SpecificationRow[];
}): MachineSpecifications => ({
  machine: row.machine,
  specifications: row.specifications.map(presentSpecification),
});
