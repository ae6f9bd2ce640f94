/**
 * The audit log's action names and their labels, defined once: the server records the names, the
 * audit view filters by them and shows the labels. A name is stored in every row, so it never
 * changes once released; adding an action is one line in each of the two lists below.
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
  userSignInUnlocked: 'user.sign-in-unlocked',
  adminSeeded: 'user.admin-seeded',
  documentCreated: 'document.created',
  documentVersionAdded: 'document.version-added',
  documentUpdated: 'document.updated',
  documentDeleted: 'document.deleted',
  documentDownloaded: 'document.downloaded',
  documentViewed: 'document.viewed',
  documentAcknowledged: 'document.acknowledged',
  softwareCreated: 'software.created',
  softwareUpdated: 'software.updated',
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

/** How the audit view labels each action; the names themselves are `AUDIT_ACTIONS`'. */
export const AUDIT_ACTION_LABELS: Record<AuditActionName, string> = {
  [AUDIT_ACTIONS.signIn]: 'Signed in',
  [AUDIT_ACTIONS.signInFailed]: 'Sign-in failed',
  [AUDIT_ACTIONS.lockout]: 'Sign-in locked',
  [AUDIT_ACTIONS.signOut]: 'Signed out',
  [AUDIT_ACTIONS.accessDenied]: 'Access denied',
  [AUDIT_ACTIONS.passwordResetRequested]: 'Password reset requested',
  [AUDIT_ACTIONS.passwordResetCompleted]: 'Password reset',
  [AUDIT_ACTIONS.passwordChanged]: 'Password changed',
  [AUDIT_ACTIONS.userCreated]: 'User created',
  [AUDIT_ACTIONS.userUpdated]: 'User updated',
  [AUDIT_ACTIONS.userDeactivated]: 'User deactivated',
  [AUDIT_ACTIONS.userDisabled]: 'User disabled',
  [AUDIT_ACTIONS.userEnabled]: 'User enabled',
  [AUDIT_ACTIONS.userSignInUnlocked]: 'Sign-in unlocked',
  [AUDIT_ACTIONS.adminSeeded]: 'Administrator created at first start',
  [AUDIT_ACTIONS.documentCreated]: 'Document uploaded',
  [AUDIT_ACTIONS.documentVersionAdded]: 'Document version uploaded',
  [AUDIT_ACTIONS.documentUpdated]: 'Document edited',
  [AUDIT_ACTIONS.documentDeleted]: 'Document deleted',
  [AUDIT_ACTIONS.documentDownloaded]: 'Document downloaded',
  [AUDIT_ACTIONS.documentViewed]: 'Document viewed',
  [AUDIT_ACTIONS.documentAcknowledged]: 'Document read and acknowledged',
  [AUDIT_ACTIONS.softwareCreated]: 'Software uploaded',
  [AUDIT_ACTIONS.softwareUpdated]: 'Software edited',
  [AUDIT_ACTIONS.softwareDeleted]: 'Software deleted',
  [AUDIT_ACTIONS.softwareDownloaded]: 'Software downloaded',
  [AUDIT_ACTIONS.machineCreated]: 'Machine added',
  [AUDIT_ACTIONS.machineUpdated]: 'Machine edited',
  [AUDIT_ACTIONS.machineDeleted]: 'Machine deleted',
  [AUDIT_ACTIONS.guideSaved]: 'Troubleshooting guide saved',
  [AUDIT_ACTIONS.guideDeleted]: 'Troubleshooting guide deleted',
  [AUDIT_ACTIONS.guidesReplaced]: 'Troubleshooting guides reordered',
  [AUDIT_ACTIONS.guidesImported]: 'Troubleshooting guides imported',
  [AUDIT_ACTIONS.guideSettingsChanged]: 'Troubleshooting settings changed',
  [AUDIT_ACTIONS.partDiagramCreated]: 'Part diagram added',
  [AUDIT_ACTIONS.partDiagramUpdated]: 'Part diagram edited',
  [AUDIT_ACTIONS.partDiagramDeleted]: 'Part diagram deleted',
  [AUDIT_ACTIONS.specificationsReplaced]: 'Specifications saved',
};
/** One of the audit log's action names. */
export type AuditAction = AuditActionName;
/** Every action name, in `AUDIT_ACTIONS`' order. */
export const AUDIT_ACTIONS_LIST: AuditAction[] = Object.values(AUDIT_ACTIONS);
