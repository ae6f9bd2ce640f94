import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { DiagramPart, GuideContent, Hotspot } from '@toolbox/domain';
import { timestamps, tsvector } from './columns';

/** A machine type; the id is derived from manufacturer and model (docs/product.md#machine-id). */
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
  (t) => [
    index('machines_manufacturer_idx').on(t.manufacturer),
    index('machines_photo_path_idx').on(t.photoPath),
  ],
);

const machineRef = () =>
  text('machine_id')
    .notNull()
    .references(() => machines.id, { onDelete: 'cascade', onUpdate: 'cascade' });

/**
 * The machine_details record of docs/product.md#machine-details: its sections are the tables below,
 * so this row only says that the record exists and when it last changed (reading without one gives
 * empty lists).
 */
export const machineDetails = pgTable('machine_details', {
  machineId: text('machine_id')
    .primaryKey()
    .references(() => machines.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
  ...timestamps,
});

/**
 * Troubleshooting guides of a machine; the content fields beyond the original product
 * (docs/product.md#guides) live in `content`.
 */
export const troubleshootingGuides = pgTable(
  'troubleshooting_guides',
  {
    id: text('id').notNull(),
    machineId: machineRef(),
    title: text('title').notNull().default(''),
    position: integer('position').notNull().default(0),
    content: jsonb('content').$type<Omit<GuideContent, 'title'>>().notNull(),
    /** Stored images the steps show, kept here so a file's references are one index lookup. */
    imagePaths: text('image_paths')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Full-text search over title, symptom, error codes and step text ('simple' config). */
    search: tsvector('search').generatedAlwaysAs(
      sql`to_tsvector('simple', translate(replace(replace(replace(coalesce(title, '') || ' ' || coalesce(content->>'symptom', '') || ' ' || jsonb_path_query_array(content, '$.errorCodes[*]')::text || ' ' || jsonb_path_query_array(content, '$.steps[*].text')::text, '\\n', ' '), '\\r', ' '), '\\t', ' '), '-', ' '))`,
    ),
    ...timestamps,
  },
  (t) => [
    // The product's guide ids (docs/product.md#guides) are unique within a machine's details, not
    // across machines.
    primaryKey({ columns: [t.machineId, t.id] }),
    index('troubleshooting_guides_machine_idx').on(t.machineId, t.position),
    index('troubleshooting_guides_search_idx').using('gin', t.search),
    index('troubleshooting_guides_image_paths_idx').using('gin', t.imagePaths),
  ],
);

/** Part diagrams of a machine: an image, its parts list and numbered hotspots. */
export const partDiagrams = pgTable(
  'part_diagrams',
  {
    id: text('id').primaryKey(),
    machineId: machineRef(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    imagePath: text('image_path'),
    parts: jsonb('parts').$type<DiagramPart[]>().notNull().default([]),
    /** Position numbers at x/y fractions of the image, so they survive resizing. */
    hotspots: jsonb('hotspots').$type<Hotspot[]>().notNull().default([]),
    /** Search over title and the parts' numbers and names (/parts). */
    search: tsvector('search').generatedAlwaysAs(
      sql`to_tsvector('simple', translate(replace(replace(replace(coalesce(title, '') || ' ' || jsonb_path_query_array(parts, '$[*].partNumber')::text || ' ' || jsonb_path_query_array(parts, '$[*].name')::text, '\\n', ' '), '\\r', ' '), '\\t', ' '), '-', ' '))`,
    ),
    ...timestamps,
  },
  (t) => [
    index('part_diagrams_machine_idx').on(t.machineId),
    index('part_diagrams_image_path_idx').on(t.imagePath),
    index('part_diagrams_search_idx').using('gin', t.search),
  ],
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

/** Maintenance procedures of a machine (docs/product.md#machine-details). */
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

/** Small settings documents by key, e.g. the troubleshooting categories and severities. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  ...timestamps,
});
