import { index, integer, jsonb, pgTable, real, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/** A machine type; the id is derived from manufacturer and model (SPEC.md §3 Machine). */
export const machines = pgTable(
  'machines',
  {
    id: text('id').primaryKey(),
    manufacturer: text('manufacturer').notNull(),
    model: text('model').notNull(),
    category: text('category'),
    description: text('description').notNull().default(''),
    photoPath: text('photo_path'),
    ...timestamps,
  },
  (t) => [index('machines_manufacturer_idx').on(t.manufacturer)],
);

const machineRef = () =>
  text('machine_id')
    .notNull()
    .references(() => machines.id, { onDelete: 'cascade', onUpdate: 'cascade' });

/** Troubleshooting guides of a machine; content fields beyond SPEC.md live in `content`. */
export const troubleshootingGuides = pgTable(
  'troubleshooting_guides',
  {
    id: text('id').primaryKey(),
    machineId: machineRef(),
    title: text('title').notNull().default(''),
    position: integer('position').notNull().default(0),
    content: jsonb('content').$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [index('troubleshooting_guides_machine_idx').on(t.machineId, t.position)],
);

/** Part diagrams of a machine: an image with a parts list. */
export const partDiagrams = pgTable(
  'part_diagrams',
  {
    id: text('id').primaryKey(),
    machineId: machineRef(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    imagePath: text('image_path'),
    parts: jsonb('parts').$type<Record<string, unknown>[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [index('part_diagrams_machine_idx').on(t.machineId)],
);

/** Numbered points on a part diagram, relative to the image (0..1) so they survive resizing. */
export const partDiagramHotspots = pgTable(
  'part_diagram_hotspots',
  {
    id: text('id').primaryKey(),
    diagramId: text('diagram_id')
      .notNull()
      .references(() => partDiagrams.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    positionNumber: text('position_number').notNull(),
    x: real('x').notNull(),
    y: real('y').notNull(),
  },
  (t) => [index('part_diagram_hotspots_diagram_idx').on(t.diagramId)],
);

/** Specification entries of a machine (label, value, unit, group). */
export const specifications = pgTable(
  'specifications',
  {
    id: text('id').primaryKey(),
    machineId: machineRef(),
    groupName: text('group_name').notNull().default(''),
    label: text('label').notNull(),
    value: text('value').notNull(),
    unit: text('unit').notNull().default(''),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('specifications_machine_idx').on(t.machineId, t.position)],
);

/** Maintenance procedures of a machine (SPEC.md §3 Machine details). */
export const maintenanceProcedures = pgTable(
  'maintenance_procedures',
  {
    id: text('id').primaryKey(),
    machineId: machineRef(),
    title: text('title').notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull().default({}),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('maintenance_procedures_machine_idx').on(t.machineId, t.position)],
);
