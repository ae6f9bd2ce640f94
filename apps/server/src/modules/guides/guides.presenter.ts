import type { Guide, GuideContent } from '@toolbox/domain';
import type { GuideRow } from './guides.repository';

/** The API shape of a stored guide: its columns and its content, with any missing field filled. */
export function presentGuide(row: GuideRow): Guide {
  const content = row.content as Partial<GuideContent>;
  return {
    title: row.title,
    symptom: content.symptom ?? '',
    errorCodes: content.errorCodes ?? [],
    category: content.category ?? '',
    severity: content.severity ?? '',
    estimatedMinutes: content.estimatedMinutes ?? null,
    tools: content.tools ?? [],
    parts: content.parts ?? [],
    causes: content.causes ?? [],
    steps: (content.steps ?? []).map((step) => ({
      text: step.text,
      imagePath: step.imagePath ?? null,
    })),
    relatedDocumentIds: content.relatedDocumentIds ?? [],
    id: row.id,
    machineId: row.machineId,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}
