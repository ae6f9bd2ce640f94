/**
 * The machine screens' own wording. docs/product.md#data-errors words only the data layer's errors
 * (those come from `messages.machine` in @toolbox/domain); these are the portal's, for what
 * docs/product.md#toolbox-access leaves unworded.
 */
export const machineText = {
  listLoading: 'Loading machines...',
  listFailed: 'Failed to load machines. Please try again.',
  listFirstRun: 'No machines yet',
  listEmpty: 'No machines match these filters.',
  listPastEnd: 'There are no machines on this page.',
  loading: 'Loading machine...',
  loadFailed: 'Failed to load the machine. Please try again.',
  added: 'Machine added.',
  saved: 'Machine saved.',
  deleted: (label: string) => `${label} has been deleted.`,
  deleteTitle: 'Delete machine',
  impactLoading: 'Checking what is linked to this machine...',
  impactFailed: 'What is linked to this machine could not be checked.',
  linkedDocumentsFailed: 'Failed to load the linked documents. Please try again.',
  linkedDocumentsEmpty: 'No documents are linked to this machine.',
  linkedSoftwareFailed: 'Failed to load the linked software. Please try again.',
  linkedSoftwareEmpty: 'No software packages are linked to this machine.',
} as const;
