/**
 * Every user-facing message of docs/product.md#error-catalogue, word for word. Defined once here
 * and imported by the server, the apps and the tests, so a wording change is one edit.
 */
export const messages = {
  // Toolbox's own wording for a field beyond its limits (docs/product.md#sec-input-limits).
  input: {
    tooLong: (label: string, max: number) =>
      `${label} must be at most ${max.toLocaleString('en-GB')} characters`,
    invisibleCharacters: (label: string) =>
      `${label} must not contain control or invisible formatting characters`,
  },
  login: {
    missingCredentials: 'Please enter both email and password.',
    missingResetEmail: 'Please enter your email address to reset your password.',
    invalidCredential: 'The email or password you entered is incorrect. Please try again.',
    invalidEmail: 'Please enter a valid email address.',
    tooManyAttempts:
      'Access temporarily disabled due to multiple failed login attempts. Please try again later or reset your password.',
    authDisabled: 'This account has been disabled. Please contact support.',
    accountDeactivated: 'This account has been deactivated. Please contact an administrator.',
    accountDisabled: 'This account has been disabled. Please contact an administrator.',
    portalFallback: 'Unable to sign in. Please check your credentials and try again.',
    resetSent:
      'If this user exists, a password reset email has been sent. Please check your inbox.',
    sessionExpired: 'Your session has expired due to inactivity. Please sign in again.',
    // Toolbox's own wording (issue #17 items 1 and 2; docs/product.md#account-recovery).
    accountDeleted: 'This account has been deleted. Please contact an administrator.',
    resetMailNotConfigured:
      'This Toolbox server has no e-mail set up, so no reset e-mail will arrive. Ask an administrator to set a temporary password for you.',
  },
  dashboard: {
    loading: 'Loading dashboard data...',
    failed: 'Failed to load dashboard data. Please try again later.',
    noActivity: 'No recent activity.',
  },
  software: {
    nameRequired: 'Name is required',
    categoryRequired: 'Category is required',
    versionRequired: 'Version is required',
    fileRequired: 'File path or download URL is required',
    zipOnly: 'Only ZIP files are allowed.',
    notFound: 'Software package not found',
    // Toolbox's own wording (listed in docs/product.md#software-lists).
    listLoading: 'Loading software packages...',
    listFailed: 'Failed to load software packages. Please try again.',
    listEmpty: 'No software packages match these filters.',
    listFirstRun: 'No software packages yet. Upload the first one for your engineers.',
    listPastEnd: 'There are no software packages on this page.',
    loading: 'Loading software package...',
    loadFailed: 'Failed to load this software package. Please try again.',
    uploaded: 'Software package uploaded.',
    // Toolbox's own wording (issue #17 item 9).
    updated: 'Software package saved.',
    deleted: (name: string) => `${name} has been deleted.`,
    deleteTitle: 'Delete software package',
    confirmDelete: (label: string) =>
      `Delete ${label}? Engineers can no longer download it. This cannot be undone.`,
    belowMinVersion: (version: string, minVersion: string) =>
      `Version ${version} is older than this package's own minimum version ${minVersion}.`,
  },
  user: {
    emailRequired: 'Email is required',
    emailInvalid: 'Email format is invalid',
    displayNameRequired: 'Display name is required',
    displayNameTooLong: 'Display name must be at most 100 characters',
    profileSaved: 'Your profile was saved.',
    roleRequired: 'Role is required',
    notFound: 'User not found',
    // Toolbox's own wording (listed in docs/product.md#user-admin).
    emailTaken: 'A user with this email address already exists.',
    cannotChangeOwnStatus: 'You cannot deactivate or disable your own account.',
    cannotDemoteSelf: 'You cannot remove your own administrator role.',
    lastAdmin:
      'The last active administrator cannot be deactivated, disabled or given another role.',
    // The portal's users screens (Toolbox's own wording).
    listLoading: 'Loading users...',
    listFailed: 'Failed to load users. Please try again.',
    listEmpty: 'No users match these filters.',
    listFirstRun: 'No users yet. Add the first user to give your team access.',
    listPastEnd: 'There are no users on this page.',
    loading: 'Loading user...',
    loadFailed: 'Failed to load this user. Please try again.',
    historyEmpty: 'No changes have been recorded for this user yet.',
    historyFailed: 'Failed to load the status history.',
    created: 'User created.',
    updated: 'User updated.',
    deactivated: (name: string) => `${name} has been deactivated.`,
    disabled: (name: string) => `${name} has been disabled.`,
    enabled: (name: string) => `${name} has been enabled.`,
    deactivateTitle: 'Deactivate user',
    confirmDeactivate: (name: string) =>
      `Deactivate ${name}? They are signed out everywhere and cannot sign in until an administrator enables the account again.`,
    disableTitle: 'Disable user',
    confirmDisable: (name: string) =>
      `Disable ${name}? They are signed out everywhere and cannot sign in until the account is enabled again.`,
    enableTitle: 'Enable user',
    confirmEnable: (name: string) => `Enable ${name}? They will be able to sign in again.`,
    // The sign-in lock on the user detail page (decision 019; Toolbox's own wording).
    signInLockedTitle: 'Sign-in locked',
    signInLocked: (failures: number, minutes: number) =>
      `${failures} failed sign-ins in the last 15 minutes. Sign-in from new browsers is blocked for about ${minutes} more ${minutes === 1 ? 'minute' : 'minutes'}; browsers that signed in to this account before can still sign in.`,
    unlockSignIn: 'Unlock sign-in',
    signInUnlocked: (name: string) => `Sign-in unlocked for ${name}.`,
    // Deleting a user permanently (issue #17 item 2; Toolbox's own wording).
    cannotDeleteSelf: 'You cannot delete your own account.',
    lastAdminDelete: 'The last active administrator cannot be deleted.',
    deleteTitle: 'Delete user',
    confirmDelete: (name: string) =>
      `Delete ${name} permanently? Their account, sessions, notification subscriptions and activity are removed and they can no longer sign in. Documents and software they uploaded stay, with their name as the author. This cannot be undone.`,
    deleted: (name: string) => `${name} has been deleted.`,
    // An administrator resets someone's password (issue #17 item 1; Toolbox's own wording).
    cannotResetOwnPassword: 'Change your own password in Settings.',
    resetLinkTitle: 'Send password reset link',
    confirmResetLink: (name: string, email: string) =>
      `Send ${name} an e-mail at ${email} with a link to choose a new password? The link works once, within 60 minutes; their current password keeps working until they use it.`,
    resetLinkSent: (email: string) => `A password reset link was sent to ${email}.`,
    resetNeedsMail:
      'E-mail is not set up on this server (SMTP_URL), so no reset link can reach this user. Set a temporary password instead.',
    resetNeedsActive:
      'This account is deactivated or disabled: enable it before sending a reset link.',
    temporaryPasswordTitle: 'Set a temporary password',
    temporaryPasswordHelp: (name: string) =>
      `${name} is signed out everywhere and must choose a new password the next time they sign in. Tell them the temporary password in person or by phone, not by e-mail.`,
    temporaryPasswordSet: (name: string) =>
      `Temporary password set. ${name} must choose a new one at their next sign-in.`,
  },
  password: {
    // Toolbox's own wording for the password policy of docs/product.md#password-change.
    currentRequired: 'Please enter your current password.',
    currentWrong: 'The current password is incorrect.',
    changed: 'Your password has been changed. Your other sessions were signed out.',
    resetInvalid:
      'This password reset link is invalid or has already been used. Please request a new one.',
    resetExpired: 'This password reset link has expired. Please request a new one.',
    resetDone: 'Your password has been reset. You can now sign in with your new password.',
    mismatch: 'The passwords do not match.',
    confirmRequired: 'Please type the password again to confirm it.',
    // A temporary password must be replaced (issue #17 item 1; Toolbox's own wording).
    changeRequired: 'You must choose a new password before you continue.',
    changeNotRequired: 'Your password does not need to be replaced.',
    chooseTitle: 'Choose a new password',
    chooseIntro:
      'An administrator gave you a temporary password. Choose your own password to continue.',
    sameAsTemporary: 'Choose a password different from the temporary one.',
    chosen: 'Your new password is set.',
  },
  // Mail from the server, and the test mail of Settings (issue #17 item 1; Toolbox's own wording).
  mail: {
    testSent: (to: string) => `The mail server accepted the test e-mail to ${to}.`,
    testToOutbox: (file: string) =>
      `E-mail is not set up (no SMTP_URL), so the test e-mail was not sent: it was written to ${file} on the server.`,
    testFailed: (reason: string) => `The test e-mail was not sent. ${reason}`,
    refused: (server: string) =>
      `The mail server at ${server} refused the connection. Check that it is running and that the port in SMTP_URL is right.`,
    timedOut: (server: string, seconds: number) =>
      `The mail server at ${server} did not answer within ${seconds} seconds.`,
    hostNotFound: (host: string) => `No mail server named ${host} could be found.`,
    authFailed: (server: string) =>
      `The mail server at ${server} refused the user name or password in SMTP_URL.`,
    recipientRefused: (to: string, answer: string) =>
      `The mail server would not accept mail for ${to}: ${answer}`,
    tlsFailed: (server: string, detail: string) =>
      `A secure connection to the mail server at ${server} failed: ${detail}`,
    otherFailure: (server: string, detail: string) =>
      `The mail server at ${server} answered: ${detail}`,
    outboxFailed: (detail: string) => `It could not be written to the outbox folder: ${detail}`,
  },
  audit: {
    // The Settings page's audit log (Toolbox's own wording).
    loading: 'Loading audit log...',
    failed: 'Failed to load the audit log. Please try again.',
    empty: 'No audit entries match these filters.',
  },
  document: {
    titleRequired: 'Title is required',
    categoryRequired: 'Category is required',
    fileRequired: 'File path or download URL is required',
    notFound: 'Document not found',
    // Toolbox's own wording (listed in docs/product.md#document-lists).
    loadFailed: 'Failed to load documents. Please try again.',
    listEmpty: 'No documents match these filters.',
    listFirstRun: 'No documents yet. Upload the first manual for your engineers.',
    uploaded: 'Document uploaded.',
    versionUploaded: (version: number) => `Version ${version} uploaded.`,
    // A version after the first says what changed; only version 1 reads Initial version.
    versionChangesRequired: 'Describe what changed in this version.',
    updated: 'Document saved.',
    deleted: 'Document deleted.',
    deleteTitle: 'Delete document',
    deleteMessage: (title: string) =>
      `Delete "${title}" and every version of its file? Engineers will no longer find it.`,
    previewUnavailable: 'No preview for this file type. Download it to open it.',
    // Issue #22 item 1: search inside documents.
    textPending: 'Reading the text of this file for search…',
    noSearchableText:
      'No searchable text: this PDF holds images of pages (a scan), so its words cannot be found by search.',
    textFailed: 'The text of this file could not be read, so its words cannot be found by search.',
    textSearchEmpty: 'No document holds these words.',
    textSearchOffline: 'Searched the documents kept on this device.',
  },
  // docs/product.md#two-factor-sign-in (issue #22 item 4)
  twoFactor: {
    codeLabel: 'Authentication code',
    codeRequired:
      'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
    codeWrong: "That code is not right. Check your authenticator app's code and try again.",
    codeLocked:
      'Too many wrong codes. Sign in with one of your recovery codes, or ask an administrator to turn off two-factor sign-in for you.',
    setupRequired: 'Administrators must use two-factor sign-in. Set it up to continue.',
    setupNotStarted: 'Start the set-up again: scan a new QR code.',
    alreadyOn: 'Two-factor sign-in is already on.',
    notOn: 'Two-factor sign-in is not on.',
    requiredForAdmins:
      'Two-factor sign-in is required for administrators, so it cannot be turned off.',
    enableYourselfFirst: 'Turn on two-factor sign-in for yourself first.',
    notForYourself: 'Turn off your own two-factor sign-in in Settings, with your password.',
    enabled: 'Two-factor sign-in is on.',
    disabled: 'Two-factor sign-in is off.',
    codesRenewed: 'New recovery codes made. The old ones no longer work.',
    recoveryCodesHint:
      'Keep these codes somewhere safe. Each signs you in once if you lose your phone.',
    requirementOn: 'Administrators must now use two-factor sign-in.',
    requirementOff: 'Two-factor sign-in is now optional for administrators.',
  },
  // docs/product.md#must-read (issue #22 item 3)
  mustRead: {
    badge: 'Must read',
    sectionTitle: 'Must read',
    noMachines: 'Choose at least one machine.',
    tooManyMachines: 'Choose at most 500 machines.',
    unknownMachines: (ids: string) => `These machines do not exist: ${ids}.`,
    notCurrentVersion:
      'A newer version of this document was uploaded meanwhile. Reload the page and mark that version.',
    notMarked: 'The current version of this document is not marked must read.',
    everyoneRead: 'Everyone asked to read this version has read it.',
    noAudience:
      "Nobody is asked to read this version: no active person services its machines. Set machines on the users' pages, or change who must read it.",
    reminderTooSoon: (minutes: number) =>
      `A reminder was sent less than 15 minutes ago. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    reminderTitle: 'Please read',
    reminderBody: (title: string, version: number) =>
      `${title} (version ${version}) is marked must read. Open it and tap "I have read this".`,
    reminderSent: (n: number) => `Reminder sent to ${n} ${n === 1 ? 'person' : 'people'}.`,
    marked: 'Marked must read.',
    cleared: 'No longer must read.',
    machinesSaved: 'Machines saved.',
    nothingToRead: 'Nothing you must read.',
  },
  machine: {
    idPartsRequired: 'Both manufacturer and model are required to generate a machine ID',
    notFound: 'Machine not found',
    addPartsRequired: 'Manufacturer and model are required to add a machine',
    alreadyExists: (manufacturer: string, model: string) =>
      `A machine with manufacturer ${manufacturer} and model ${model} already exists`,
    guideMachineRequired: 'Machine ID is required to save a troubleshooting guide',
    guideNotFound: (guideId: string) => `Guide with ID ${guideId} not found`,
    guideDeleteIdsRequired: 'Both machine ID and guide ID are required to delete a guide',
    guideNotFoundForMachine: (guideId: string, machineId: string) =>
      `Guide with ID ${guideId} not found for machine ${machineId}`,
    guideDeleted: 'Guide deleted successfully',
  },
  // Toolbox's own wording for the screens and API beyond the product's machine data layer
  // (docs/product.md#guide-lists).
  guide: {
    titleRequired: 'Title is required',
    stepTextRequired: 'Each step needs its instruction',
    saved: 'Guide saved.',
    loadFailed: 'Failed to load troubleshooting guides. Please try again.',
    emptyForMachine: 'No troubleshooting guides for this machine yet.',
    emptyAll: 'No troubleshooting guides yet. Choose a machine to write the first one.',
    noSearchResults: 'No guides match this search.',
    deleteTitle: 'Delete guide',
    deleteMessage: (title: string) =>
      `Delete the guide "${title}"? Engineers will no longer see it.`,
    settingsSaved: 'Troubleshooting settings saved.',
    importApplied: (created: number, replaced: number) =>
      `Import finished: ${created} created, ${replaced} replaced.`,
    importHasErrors: 'The file has rows with errors. Fix them and try again; nothing was imported.',
    importEmpty: 'The file has no guides.',
    importDuplicateId: 'This guide ID appears more than once in the file',
    // A row the guide settings or the documents do not allow (issue #17 item 8).
    importUnknownCategory: (category: string) =>
      `Category "${category}" is not one of the guide settings' categories`,
    importUnknownSeverity: (severity: string) =>
      `Severity "${severity}" is not one of the guide settings' severity levels`,
    importUnknownDocument: (id: string) => `Related document ${id} does not exist`,
    importNoSteps: 'A guide needs at least one step',
    importTooMany: (max: number) =>
      `A file can hold at most ${max} guides. Split it and import each part.`,
    tooLong: (max: number) =>
      `A guide can hold at most ${max.toLocaleString('en-GB')} characters of text.`,
    importUnreadable: (detail: string) => `The file could not be read: ${detail}`,
    importUnknownFormat: 'Choose a .csv or .json file.',
  },
  specification: {
    labelRequired: 'Label is required',
    valueRequired: 'Value is required',
    saved: 'Specifications saved.',
    empty: 'No specifications yet.',
  },
  partDiagram: {
    titleRequired: 'Title is required',
    positionRequired: 'Position number is required',
    partNameRequired: 'Part name is required',
    imageRequired: 'Choose an image for the diagram',
    notFound: 'Part diagram not found',
    saved: 'Part diagram saved.',
    deleted: 'Part diagram deleted.',
    empty: 'No part diagrams yet.',
  },
  image: {
    invalidPath: 'Not a stored image',
    typeNotAllowed: 'Only PNG, JPEG and WebP images are allowed',
    notFound: 'Image not found',
  },
  notifications: {
    defaultTitle: 'New Notification',
    documentTitle: 'New Document Available',
    documentBody: (title: string) => `A new document "${title}" has been uploaded.`,
    softwareTitle: 'New Software Available',
    softwareBody: (name: string, version: string) =>
      `Software "${name}" version ${version} has been uploaded.`,
    initFailed: 'Notification system could not be initialized',
    setupFailed: 'Failed to set up notifications',
    permissionDenied: 'Notification permission denied by user',
    noToken: 'Could not get FCM token even though permission was granted',
    notInitialized: 'Push messaging is not initialized',
    keyMissing: 'The push key is not configured',
    testTitle: 'Test notification',
    testBody: 'Notifications reach this device.',
    invalidPayload:
      'The notification must be a document (type, documentId, category, url) or software (type, softwareId, version, url) payload',
    subscriptionNotFound: 'Push subscription not found',
    pushHostNotAllowed: 'The push endpoint must be an https address on a public host',
    unknownFunction: (name: string) => `Function ${name} not found`,
    adminsOnly: 'Only administrators may send notifications to all users',
  },
  functions: {
    missingData: 'Response is missing data field',
  },
  // Toolbox's own wording for a write refused as cross-site (docs/product.md#sec-cross-site).
  request: {
    crossSite:
      'This request came from another site and was refused. Open Toolbox at its own address and try again.',
    // A database, storage or mail fault (docs/product.md#sec-dependencies-down).
    unavailable: 'The service is temporarily unavailable. Please try again shortly.',
    // A write over its budget (docs/product.md#sec-write-limits).
    tooManyRequests: 'Too many changes in a short time. Please wait a moment and try again.',
    // More live-event streams open for one account than it may have (Toolbox's own wording).
    tooManyStreams: 'Too many open event streams for this account.',
    // A query parameter the route does not take (decision 020).
    unknownQueryParameter: (name: string) => `Unknown query parameter: ${name}`,
    // What the server did not expect (Toolbox's own wording).
    internal: 'Something went wrong on the server. Please try again.',
    // After a server fault's message: what support looks the log up by (issue #21 item 8).
    reference: (requestId: string) => `(Reference: ${requestId})`,
  },
  shell: {
    logoutTitle: 'Logout',
    logoutMessage: 'Are you sure you want to logout?',
    dontAskAgain: "Don't ask me again",
    unexpectedError: 'Unexpected Application Error!',
    maintenanceComingSoon: 'Maintenance resources are coming soon.',
    accessDenied: 'Access Denied',
    accessDeniedDetail: 'This area is restricted to administrators.',
    // Toolbox's own wording: where a signed-in engineer's app is (issue #17 item 12).
    toolboxHint: 'Engineers use the toolbox on their phone or laptop.',
    openToolbox: 'Open the engineer toolbox',
    // An address the portal does not have, for a signed-in administrator (Toolbox's own wording).
    pageNotFound: 'Page not found',
    pageNotFoundDetail: 'There is no page at this address in the admin portal.',
    // Toolbox's own wording for leaving a form with unsaved changes.
    unsavedTitle: 'Discard changes?',
    unsavedMessage: 'You have unsaved changes. Leave this page and lose them?',
    promptNotNow: 'Not Now',
    promptEnable: 'Enable Notifications',
    // Toolbox's own wording for the prompt bar and the foreground toast's link.
    promptText:
      'Get a notification on this device when a new document or software package is published.',
    openNotificationLink: 'Open',
  },
  // The engineer toolbox's own wording (docs/product.md#toolbox).
  toolbox: {
    // Issue #22 item 2: scanning a machine's QR label.
    scanHint: "Point the camera at the QR code on the machine's label.",
    scanNotMachine: 'This code is not a Toolbox machine label.',
    scanNoCamera:
      'The camera could not be opened. Allow Toolbox to use the camera, or find the machine in Machines.',
    scanUnsupported: 'This browser cannot use a camera. Find the machine in Machines.',
    tagline: 'Manuals, software and fixes for every machine, on site.',
    searchPlaceholder: 'Search machines, documents, software, error codes',
    noResults: 'Nothing matches your search.',
    // A screen for an id the catalogue does not hold (never created, or deleted since): the
    // data layer's message as its heading (machine.notFound, machine.guideNotFound,
    // partDiagram.notFound, document.notFound, software.notFound), this line, and a way back.
    notFoundDetail: 'It may have been deleted, or the link is wrong.',
    backToMachine: 'Back to the machine',
    backToMachines: 'Back to machines',
    backToDocuments: 'Back to documents',
    backToSoftware: 'Back to software',
    loadFailed: 'Could not load this page. Check your connection and try again.',
    offlineBanner: 'You are offline. Pages you opened before are shown as they were then.',
    offlineNotKept:
      'This is not available offline. Open it once online, or make its machine available offline.',
    fileMismatch:
      'This file does not match its checksum, so it was not opened or kept. Ask an administrator to upload it again.',
    fileVerified: 'SHA-256 verified',
    keptOffline: 'Available offline',
    newerVersion: 'A newer version is available',
    feedbackThanks: 'Thanks. Your answer helps the next engineer.',
    // A write made without signal, kept in the device's outbox (issue #18 item 1).
    savedOffline: 'Saved — will be sent when you are back online',
    // A keep whose connection dropped (issue #18 item 5).
    keepInterrupted: 'The connection dropped. Keeping continues when the signal is back.',
    // A single file's keep whose connection dropped: it continues when tapped again.
    keepFileInterrupted:
      'The connection dropped. Try again when the signal is back: the download continues where it stopped.',
    copied: 'Copied',
    nothingNew: 'Nothing new since your last visit.',
    noDownloads: 'Nothing kept on this device yet.',
    // docs/product.md#document-acknowledgements
    acknowledge: 'I have read this',
    acknowledged: (version: number, date: string) => `You read version ${version} on ${date}.`,
    acknowledgeFailed: 'Could not record that you read this. Check your connection and try again.',
    // Notifications in the account popover (issue #18 item 4).
    notificationsOn: 'Notifications are on for this device.',
    notificationsBlocked: "Notifications are blocked for this site in the browser's settings.",
    notificationsUnsupported: 'This browser cannot show notifications.',
    turnOnNotifications: 'Turn on notifications',
    // The prompt bar's words on a phone, where the full sentence would take three lines.
    promptShort: 'New manuals and software',
  },
} as const;
