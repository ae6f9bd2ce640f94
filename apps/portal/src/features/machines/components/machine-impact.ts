import type { MachineImpact } from '@toolbox/domain';

type Noun = [one: string, many: string];

/** What deleting removes with the machine (its details), in the order the dialog names them. */
const REMOVED: [keyof MachineImpact, Noun][] = [
  ['troubleshootingGuides', ['troubleshooting guide', 'troubleshooting guides']],
  ['partDiagrams', ['part diagram', 'part diagrams']],
  ['specifications', ['specification', 'specifications']],
  ['maintenanceProcedures', ['maintenance procedure', 'maintenance procedures']],
];

/** What only loses its link to the machine. */
const UNLINKED: [keyof MachineImpact, Noun][] = [
  ['documents', ['document', 'documents']],
  ['software', ['software package', 'software packages']],
];

/** "a", "a and b", "a, b and c". */
function joinList(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]!}`;
}

function counted(impact: MachineImpact, nouns: [keyof MachineImpact, Noun][]) {
  return nouns
    .filter(([key]) => impact[key] > 0)
    .map(([key, [one, many]]) => `${impact[key]} ${impact[key] === 1 ? one : many}`);
}

/**
 * The impact of deleting a machine as sentences: "3 troubleshooting guides and 1 part diagram
 * will be deleted.", "2 documents and 1 software package will lose their link to this machine."
 * Either is null when there is nothing of its kind.
 */
export function describeImpact(impact: MachineImpact): {
  removed: string | null;
  unlinked: string | null;
} {
  const removed = counted(impact, REMOVED);
  const unlinked = counted(impact, UNLINKED);
  const single = impact.documents + impact.software === 1;
  return {
    removed: removed.length > 0 ? `${joinList(removed)} will be deleted.` : null,
    unlinked:
      unlinked.length > 0
        ? `${joinList(unlinked)} will lose ${single ? 'its' : 'their'} link to this machine.`
        : null,
  };
}
