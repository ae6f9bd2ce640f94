/**
 * The audit log's action names, defined once: the server records them, the audit view filters
 * and labels them. Stored in every row, so a name never changes once released.
 */
export const AUDIT_ACTIONS = {
  signIn: 'auth.sign-in',
  signInFailed: 'auth.sign-in-failed',
  lockout: 'auth.lockout',
  signOut: 'auth.sign-out',
  accessDenied: 'auth.access-denied',
  passwordResetRequested: 'auth.password-reset-requested',
  passwordResetCompleted: 'auth.password-reset-completed',
  passwordChanged: 'auth.password-changed',
  userCreated: 'user.created',
  userUpdated: 'user.updated',
  userDeactivated: 'user.deactivated',
  userDisabled: 'user.disabled',
  userEnabled: 'user.enabled',
  adminSeeded: 'user.admin-seeded',
  documentCreated: 'document.created',
  documentVersionAdded: 'document.version-added',
  documentUpdated: 'document.updated',
  documentDeleted: 'document.deleted',
  documentDownloaded: 'document.downloaded',
  documentViewed: 'document.viewed',
  softwareCreated: 'software.created',
  softwareDeleted: 'software.deleted',
  softwareDownloaded: 'software.downloaded',
  machineCreated: 'machine.created',
  machineUpdated: 'machine.updated',
  machineDeleted: 'machine.deleted',
  guideSaved: 'guide.saved',
  guideDeleted: 'guide.deleted',
  guidesReplaced: 'guide.section-replaced',
  guidesImported: 'guide.imported',
  guideSettingsChanged: 'guide.settings-changed',
  partDiagramCreated: 'part-diagram.created',
  partDiagramUpdated: 'part-diagram.updated',
  partDiagramDeleted: 'part-diagram.deleted',
  specificationsReplaced: 'specifications.replaced',
} as const;

/** One of the audit log's action names. */
export type AuditActionName = (typeof AUDIT_ACTIONS)[keyof typeof AUDIT_ACTIONS];
