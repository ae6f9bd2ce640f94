import {
  SEARCH_HITS_PER_KIND,
  WHATS_NEW_LIMIT,
  type SearchResult,
  type WhatsNew,
} from '@toolbox/domain';
import type { SearchRepository } from './search.repository';

/** One search box across the catalogue, and what changed since an engineer's last visit. */
export class SearchService {
  constructor(private readonly repository: SearchRepository) {}

  /** The best few of each kind, the four queries side by side. */
  async search(text: string): Promise<SearchResult> {
    const limit = SEARCH_HITS_PER_KIND;
    const [machines, documents, software, guides] = await Promise.all([
      this.repository.machines(text, limit),
      this.repository.documents(text, limit),
      this.repository.software(text, limit),
      this.repository.guides(text, limit),
    ]);
    return {
      machines,
      documents,
      software,
      guides: guides.map((guide) => ({
        id: guide.id,
        title: guide.title,
        symptom: guide.content.symptom ?? '',
        errorCodes: guide.content.errorCodes ?? [],
        machine: { id: guide.machineId, manufacturer: guide.manufacturer, model: guide.model },
      })),
    };
  }

  async whatsNew(since: Date): Promise<WhatsNew> {
    const [documents, software] = await Promise.all([
      this.repository.changedDocuments(since, WHATS_NEW_LIMIT),
      this.repository.newSoftware(since, WHATS_NEW_LIMIT),
    ]);
    return {
      documents: documents.map((row) => ({ ...row, changedAt: row.changedAt.toISOString() })),
      software: software.map((row) => ({ ...row, changedAt: row.changedAt.toISOString() })),
    };
  }
}
