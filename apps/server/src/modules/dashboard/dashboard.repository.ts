import { sql } from 'drizzle-orm';
import type { ActivityItem, NamedCount } from '@toolbox/domain';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';

const n = (value: unknown) => Number(value ?? 0);

/** The dashboard's aggregates, each one SQL query: no row is loaded to be counted in JavaScript. */
export class DashboardRepository {
  constructor(private readonly db: Database) {}

  async userCounts() {
    const [row] = await selectRows(
      this.db,
      sql`select count(*) as total,
                 count(*) filter (where role = 'Admin') as admins,
                 count(*) filter (where role = 'Engineer') as engineers
          from users`,
    );
    return { total: n(row?.total), admins: n(row?.admins), engineers: n(row?.engineers) };
  }

  async documentCounts() {
    const [row] = await selectRows(
      this.db,
      sql`select (select count(*) from documents) as total,
                 (select count(*) from document_category_counts) as categories`,
    );
    return { total: n(row?.total), categories: n(row?.categories) };
  }

  async softwareCounts() {
    const [row] = await selectRows(
      this.db,
      sql`select count(*) as total, count(distinct category) as categories from software`,
    );
    return { total: n(row?.total), categories: n(row?.categories) };
  }

  async machineCounts() {
    const [row] = await selectRows(
      this.db,
      sql`select count(*) as total, count(distinct manufacturer) as manufacturers from machines`,
    );
    return { total: n(row?.total), manufacturers: n(row?.manufacturers) };
  }

  /** Categories with their document counts, largest first. */
  async documentCategories(limit: number): Promise<NamedCount[]> {
    const result = await selectRows<{ name: string; count: unknown }>(
      this.db,
      sql`select name, count from document_category_counts
          order by count desc, name asc limit ${limit}`,
    );
    return result.map((r) => ({ name: r.name, count: n(r.count) }));
  }

  async manufacturers(): Promise<NamedCount[]> {
    const result = await selectRows<{ name: string; count: unknown }>(
      this.db,
      sql`select manufacturer as name, count(*) as count
          from machines group by manufacturer order by count(*) desc, manufacturer asc`,
    );
    return result.map((r) => ({ name: r.name, count: n(r.count) }));
  }

  /**
   * The latest documents and software packages, newest first (docs/product.md#recent-activity),
   * each with who uploaded it: uploadedBy holds the uploader's email (or, in imported and older
   * records, their id), so either finds them, each through its own index.
   */
  async recentActivity(perKind: number, max: number): Promise<ActivityItem[]> {
    const result = await selectRows<{
      kind: 'document' | 'software';
      id: string;
      title: string;
      detail: string | null;
      at: Date | string;
      by: string | null;
    }>(
      this.db,
      sql`select a.kind, a.id, a.title, a.detail, a.at, u.name as by
          from (
            (select 'document' as kind, id, title, categories[1] as detail, upload_date as at, uploaded_by
             from documents order by upload_date desc limit ${perKind})
            union all
            (select 'software' as kind, id, name as title, 'v' || version as detail, upload_date as at, uploaded_by
             from software order by upload_date desc limit ${perKind})
          ) as a
          left join lateral (
            select coalesce(nullif(display_name, ''), email) as name from users
            where id = a.uploaded_by
            union all
            select coalesce(nullif(display_name, ''), email) from users
            where email = lower(a.uploaded_by)
            limit 1
          ) u on true
          order by a.at desc limit ${max}`,
    );
    return result.map((r) => ({
      kind: r.kind,
      id: r.id,
      title: r.title,
      detail: r.detail,
      at: new Date(r.at).toISOString(),
      by: r.by,
    }));
  }
}
