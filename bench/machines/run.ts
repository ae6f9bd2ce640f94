/**
 * bench/machines: a page of the machine catalogue with its counts, every machine's name, the
 * troubleshooting lists and a machine's details, over real HTTP on loopback with 1,000 machines × 20 guides (plus documents,
 * packages, specifications and part diagrams linked to them), on PGlite and PostgreSQL. Bounded:
 * a fixed number of requests, one at a time.
 */
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../apps/server/src/db/client';
import { seed } from '../dashboard/seed';
import { benchmarkReads } from '../databases';
import { sizeFromEnv } from '../lib';

const size = {
  ...sizeFromEnv({ machines: 1_000, guidesPerMachine: 20, documents: 20_000, software: 2_000 }),
  users: 10,
};
const requests = Number(process.env.BENCH_REQUESTS ?? 100);
const warmup = 5;

const QUERIES: Record<string, string> = {
  'machine catalogue, page of 50 with counts': '/api/v1/machines?pageSize=50',
  'machine names (every machine)': '/api/v1/machines/names',
  'machines with guides (page 1)': '/api/v1/troubleshooting/machines',
  'guide search': '/api/v1/troubleshooting/guides?search=pump%20e05',
  'one machine details': '/api/v1/machines/bench_m7/details',
  'part search': '/api/v1/part-diagrams?search=seal',
};

/** Guides, specifications and diagrams for every seeded machine, in set-based SQL. */
async function seedConcessions(database: DatabaseHandle) {
  await database.db.execute(sql`
    insert into troubleshooting_guides (id, machine_id, title, position, content)
    select 'guide_' || (1700000000000 + g), m.id, 'Fault ' || g || ' of ' || m.model, g,
           jsonb_build_object(
             'symptom', case when g % 5 = 0 then 'Pump runs but no water' else 'Grinder noise ' || g end,
             'errorCodes', jsonb_build_array('E' || lpad((g % 40)::text, 2, '0')),
             'severity', 'Medium',
             'steps', jsonb_build_array(
               jsonb_build_object('text', 'Check the tank of ' || m.model, 'imagePath', null),
               jsonb_build_object('text', 'Descale and test', 'imagePath', null),
               jsonb_build_object('text', 'Replace the seal', 'imagePath', null)))
    from machines m cross join generate_series(1, ${size.guidesPerMachine}) as g`);
  await database.db.execute(sql`
    insert into specifications (id, machine_id, group_name, label, value, unit, position)
    select 'spec_' || m.id || '_' || g, m.id, 'Electrical', 'Label ' || g, (200 + g)::text, 'V', g
    from machines m cross join generate_series(1, 5) as g`);
  await database.db.execute(sql`
    insert into part_diagrams (id, machine_id, title, parts, hotspots)
    select 'diagram_' || m.id, m.id, 'Brew group of ' || m.model,
           jsonb_build_array(
             jsonb_build_object('positionNumber', '1', 'partNumber', 'SEAL-' || m.id, 'name', 'Piston seal', 'quantity', 1, 'notes', ''),
             jsonb_build_object('positionNumber', '2', 'partNumber', 'BU-' || m.id, 'name', 'Brew unit', 'quantity', 1, 'notes', '')),
           '[{"positionNumber":"1","x":0.2,"y":0.3},{"positionNumber":"2","x":0.6,"y":0.7}]'::jsonb
    from machines m`);
  await database.db.execute(sql`
    insert into machine_details (machine_id) select id from machines`);
}

await benchmarkReads({
  name: 'machines',
  size,
  warmup,
  requests,
  urls: QUERIES,
  seed: async (database) => {
    await seed(database.db, size);
    await seedConcessions(database);
  },
  describe: (body) => ({ responseBytes: body.length }),
});
