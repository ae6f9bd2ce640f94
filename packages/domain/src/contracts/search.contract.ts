/**
 * The contract of the toolbox's cross-entity reads: GET /api/v1/search, the one search box that
 * answers with the best machines, documents, software packages and guides, and GET
 * /api/v1/whats-new, what was uploaded or updated since the engineer's last visit. The hit shapes
 * are small summaries of the records of `../machine.ts`, `../document.ts`, `../software.ts` and
 * `../guide.ts`; errors use the common codes of `./common.contract.ts`.
 */
import { z } from '../internal/zod';
import { GuideMachineSchema } from './guide.contract';
import { SinceQueryField } from './common.contract';

/** Most hits of each kind one search answers with. */
export const SEARCH_HITS_PER_KIND = 8;

/** GET /api/v1/search: the toolbox's one search box. */
export const SearchQuery = z.object({
  q: z.string().trim().min(1).max(200),
});
export type SearchQuery = z.infer<typeof SearchQuery>;

/** A machine found by manufacturer or model. */
export const MachineHitSchema = z.object({
  id: z.string(),
  manufacturer: z.string(),
  model: z.string(),
  category: z.string().nullable(),
});
export type MachineHit = z.infer<typeof MachineHitSchema>;

/** A document found by title, description or category. */
export const DocumentHitSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.array(z.string()),
  fileType: z.string(),
  currentVersion: z.number().int(),
});
export type DocumentHit = z.infer<typeof DocumentHitSchema>;

/** A software package found by name or version. */
export const SoftwareHitSchema = z.object({
  id: z.string(),
  name: z.string(),
  version: z.string(),
  category: z.string(),
});
export type SoftwareHit = z.infer<typeof SoftwareHitSchema>;

/** A guide found by symptom, error code, title or step text. */
export const GuideHitSchema = z.object({
  id: z.string(),
  title: z.string(),
  symptom: z.string(),
  errorCodes: z.array(z.string()),
  machine: GuideMachineSchema,
});
export type GuideHit = z.infer<typeof GuideHitSchema>;

/** The answer of GET /api/v1/search: best matches of each kind, at most SEARCH_HITS_PER_KIND. */
export const SearchResultSchema = z.object({
  machines: z.array(MachineHitSchema),
  documents: z.array(DocumentHitSchema),
  software: z.array(SoftwareHitSchema),
  guides: z.array(GuideHitSchema),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;

/** Most items of each kind "what is new" lists. */
export const WHATS_NEW_LIMIT = 20;

/** GET /api/v1/whats-new?since=: what was uploaded or updated after the engineer's last visit. */
export const WhatsNewQuery = z.object({
  since: SinceQueryField,
});

export const WhatsNewSchema = z.object({
  documents: z.array(DocumentHitSchema.extend({ changedAt: z.string() })),
  software: z.array(SoftwareHitSchema.extend({ changedAt: z.string() })),
});
export type WhatsNew = z.infer<typeof WhatsNewSchema>;
