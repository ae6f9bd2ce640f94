import type { QueryClient } from '@tanstack/react-query';
import type { GuideSearchQuery, MachinesWithGuidesQuery } from '@toolbox/domain';
import { GuideSchema } from '@toolbox/domain';
import { z } from 'zod';

/** The troubleshooting feature's cache keys; every key starts with 'troubleshooting'. */
export const troubleshootingKeys = {
  all: ['troubleshooting'] as const,
  machines: (query: MachinesWithGuidesQuery) => ['troubleshooting', 'machines', query] as const,
  search: (query: GuideSearchQuery) => ['troubleshooting', 'search', query] as const,
  machineGuides: (machineId: string) => ['troubleshooting', 'guides', machineId] as const,
  guide: (machineId: string, guideId: string) =>
    ['troubleshooting', 'guides', machineId, guideId] as const,
  settings: () => ['troubleshooting', 'settings'] as const,
};

/** The catalogue's key prefix: machine lists and pages count each machine's guides. */
const MACHINES_KEY = ['machines'] as const;

export const machineGuidesPath = (machineId: string) =>
  `/api/v1/machines/${encodeURIComponent(machineId)}/guides`;

/** The `{ guide }` answer of every call that returns one guide. */
export const GuideEnvelope = z.object({ guide: GuideSchema }).transform(({ guide }) => guide);

/** A link that downloads the machine's guides as a file (the session cookie goes along). */
export const guidesExportUrl = (machineId: string, format: 'csv' | 'json') =>
  `${machineGuidesPath(machineId)}/export?format=${format}`;

/** A link that downloads an import template with every column and one example guide. */
export const importTemplateUrl = (format: 'csv' | 'json') =>
  `/api/v1/troubleshooting/import-template?format=${format}`;

/**
 * After a machine's guides changed (saved, deleted, reordered, imported): everything about
 * guides reloads, and so do the machine lists and pages that count them.
 */
export async function guidesChanged(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: troubleshootingKeys.all }),
    queryClient.invalidateQueries({ queryKey: MACHINES_KEY }),
  ]);
}
