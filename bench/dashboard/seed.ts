import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client';

export type SeedSize = { documents: number; software: number; machines: number; users: number };

/** Fills the tables with generated rows in a few set-based statements (no row-by-row inserts). */
export async function seed(db: Database, size: SeedSize): Promise<void> {
  await db.execute(sql`
    insert into users (id, email, display_name, role, status)
    select 'bench-user-' || g, 'bench' || g || '@example.com', 'Bench User ' || g,
           case when g % 10 = 0 then 'Admin' when g % 10 = 1 then 'admin' else 'Engineer' end,
           case when g % 17 = 0 then 'inactive' else 'active' end
    from generate_series(1, ${size.users}) as g`);
  await db.execute(sql`
    insert into machines (id, manufacturer, model)
    select 'bench_m' || g, 'Manufacturer ' || (g % 40), 'Model ' || g
    from generate_series(1, ${size.machines}) as g`);
  await db.execute(sql`
    insert into documents (id, title, categories, machine_ids, file_type, upload_date, uploaded_by)
    select 'bench-doc-' || g, 'Document ' || g,
           case when g % 3 = 0 then array['Category ' || (g % 30), 'Category ' || ((g / 7) % 30)]
                else array['Category ' || (g % 30)] end,
           array['bench_m' || (1 + g % ${size.machines})], 'pdf',
           now() - (g || ' minutes')::interval, 'bench-user-' || (1 + g % ${size.users})
    from generate_series(1, ${size.documents}) as g`);
  await db.execute(sql`
    insert into software (id, name, category, version, download_url, file_path, file_size_kb,
                          sha256_file_hash, machine_ids, upload_date, uploaded_by)
    select 'bench-sw-' || g, 'Package ' || g, 'Software category ' || (g % 20), '1.' || (g % 50),
           '/files/' || g, 'software/' || g || '.zip', 1024, 'AB',
           array['bench_m' || (1 + g % ${size.machines})],
           now() - (g || ' minutes')::interval - interval '30 seconds', 'bench-user-' || (1 + g % ${size.users})
    from generate_series(1, ${size.software}) as g`);
  await db.execute(sql`analyze`);
}

/** One version row per document (the dashboard's seed writes none; the lists join each to it). */
export async function seedDocumentVersions(db: Database): Promise<void> {
  await db.execute(sql`
    insert into document_versions (document_id, version_number, file_url, file_path, file_size_kb,
                                   sha256_file_hash, upload_date, uploaded_by)
    select id, 1, '', 'documents/' || id || '.pdf', 2048, repeat('AB', 32), upload_date, uploaded_by
    from documents`);
}
