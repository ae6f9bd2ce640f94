import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';

/** Aggregates for the system information, each one SQL query. */
export class SystemRepository {
  constructor(private readonly db: Database) {}

  /** Distinct stored document and software files and their size (records keep KB). */
  async storedFiles(): Promise<{ files: number; usedBytes: number }> {
    const [row] = await selectRows(
      this.db,
      sql`select count(*) as files, coalesce(sum(size_kb), 0) * 1024 as bytes
          from (
            select file_path, max(file_size_kb) as size_kb from document_versions group by file_path
            union
            select file_path, max(file_size_kb) as size_kb from software group by file_path
          ) stored`,
    );
    return { files: Number(row?.files ?? 0), usedBytes: Number(row?.bytes ?? 0) };
  }

  async pushSubscriptions(): Promise<number> {
    const [row] = await selectRows(this.db, sql`select count(*) as n from push_subscriptions`);
    return Number(row?.n ?? 0);
  }
}
