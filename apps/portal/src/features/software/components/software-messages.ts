/**
 * The software screens' own wording (SPEC.md gives none for these). SPEC.md's messages (Name is
 * required, Only ZIP files are allowed., Software package not found, ...) come from the domain's
 * `messages.software`.
 */
export const softwareText = {
  listLoading: 'Loading software packages...',
  listFailed: 'Failed to load software packages. Please try again.',
  listEmpty: 'No software packages match these filters.',
  listFirstRun: 'No software packages yet. Upload the first one for your engineers.',
  listPastEnd: 'There are no software packages on this page.',
  loading: 'Loading software package...',
  loadFailed: 'Failed to load this software package. Please try again.',
  uploaded: 'Software package uploaded.',
  deleted: (name: string) => `${name} has been deleted.`,
  deleteTitle: 'Delete software package',
  confirmDelete: (label: string) =>
    `Delete ${label}? Engineers can no longer download it. This cannot be undone.`,
  belowMinVersion: (version: string, minVersion: string) =>
    `Version ${version} is older than this package's own minimum version ${minVersion}.`,
} as const;

/** A package as a sentence names it: "Grinder firmware 2.1.0". */
export const softwareLabel = (software: { name: string; version: string }) =>
  `${software.name} ${software.version}`.trim();
