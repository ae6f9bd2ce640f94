import { and, asc, desc, eq, gt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { documents, machines, software, troubleshootingGuides } from '../../db/schema';
import { prefixTsQuery } from '../documents/documents.repository';

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** What a document hit shows (SearchResult and WhatsNew). */
const documentHit = {
  id: documents.id,
  title: documents.title,
  category: documents.categories,
  fileType: documents.fileType,
  currentVersion: documents.currentVersion,
};

/** What a software hit shows. */
const softwareHit = {
  id: software.id,
  name: software.name,
  version: software.version,
  category: software.category,
};

/** The toolbox's cross-catalogue search and "what is new": each kind one bounded query. */
export class SearchRepository {
  constructor(private readonly db: Database) {}

  /** Machines whose manufacturer, model or id contains the text. */
  machines(text: string, limit: number) {
    const like = escapeLike(text);
    return this.db
      .select({
        id: machines.id,
        manufacturer: machines.manufacturer,
        model: machines.model,
        category: machines.category,
      })
      .from(machines)
      .where(
        or(
          sql`${machines.manufacturer} ilike ${like}`,
          sql`${machines.model} ilike ${like}`,
          sql`${machines.manufacturer} || ' ' || ${machines.model} ilike ${like}`,
        ),
      )
      .orderBy(asc(machines.manufacturer), asc(machines.model))
      .limit(limit);
  }

  /** Documents by title and description (full text) or a category containing the text. */
  documents(text: string, limit: number) {
    const tsQuery = prefixTsQuery(text);
    const byCategory = sql`exists (select 1 from unnest(${documents.categories}) c where c ilike ${escapeLike(text)})`;
    const match = tsQuery
      ? or(sql`${documents.search} @@ to_tsquery('simple', ${tsQuery})`, byCategory)
      : byCategory;
    return this.db
      .select(documentHit)
      .from(documents)
      .where(match)
      .orderBy(desc(documents.uploadDate), desc(documents.id))
      .limit(limit);
  }

  /** Software by name, description, author, category (full text) or a version containing the text. */
  software(text: string, limit: number) {
    const tsQuery = prefixTsQuery(text);
    const byVersion = sql`${software.version} ilike ${escapeLike(text)}`;
    const match = tsQuery
      ? or(sql`${software.search} @@ to_tsquery('simple', ${tsQuery})`, byVersion)
      : byVersion;
    return this.db
      .select(softwareHit)
      .from(software)
      .where(match)
      .orderBy(desc(software.uploadDate), desc(software.id))
      .limit(limit);
  }

  /** Guides by title, symptom, error codes and step text, best match first, with their machine. */
  guides(text: string, limit: number) {
    const tsQuery = prefixTsQuery(text);
    if (!tsQuery) return Promise.resolve([]);
    const query = sql`to_tsquery('simple', ${tsQuery})`;
    return this.db
      .select({
        id: troubleshootingGuides.id,
        title: troubleshootingGuides.title,
        content: troubleshootingGuides.content,
        machineId: machines.id,
        manufacturer: machines.manufacturer,
        model: machines.model,
      })
      .from(troubleshootingGuides)
      .innerJoin(machines, eq(machines.id, troubleshootingGuides.machineId))
      .where(sql`${troubleshootingGuides.search} @@ ${query}`)
      .orderBy(
        sql`ts_rank(${troubleshootingGuides.search}, ${query}) desc`,
        asc(troubleshootingGuides.title),
      )
      .limit(limit);
  }

  /** Documents uploaded or given a new version after `since`, latest change first. */
  changedDocuments(since: Date, limit: number) {
    return this.db
      .select({ ...documentHit, changedAt: documents.lastUpdated })
      .from(documents)
      .where(and(gt(documents.lastUpdated, since)))
      .orderBy(desc(documents.lastUpdated), desc(documents.id))
      .limit(limit);
  }

  /** Software uploaded after `since`, newest first. */
  newSoftware(since: Date, limit: number) {
    return this.db
      .select({ ...softwareHit, changedAt: software.uploadDate })
      .from(software)
      .where(gt(software.uploadDate, since))
      .orderBy(desc(software.uploadDate), desc(software.id))
      .limit(limit);
  }
}
