import { describe, expect, it } from 'vitest';
import { messages } from './messages';

// Copied by hand from docs/product.md#error-catalogue, whose wording is binding: a change to
// messages.ts must change this too.
describe('messages match docs/product.md#error-catalogue word for word', () => {
  it.each([
    [messages.login.missingCredentials, 'Please enter both email and password.'],
    [messages.login.missingResetEmail, 'Please enter your email address to reset your password.'],
    [
      messages.login.invalidCredential,
      'The email or password you entered is incorrect. Please try again.',
    ],
    [messages.login.invalidEmail, 'Please enter a valid email address.'],
    [
      messages.login.tooManyAttempts,
      'Access temporarily disabled due to multiple failed login attempts. Please try again later or reset your password.',
    ],
    [messages.login.authDisabled, 'This account has been disabled. Please contact support.'],
    [
      messages.login.accountDeactivated,
      'This account has been deactivated. Please contact an administrator.',
    ],
    [
      messages.login.accountDisabled,
      'This account has been disabled. Please contact an administrator.',
    ],
    [
      messages.login.portalFallback,
      'Unable to sign in. Please check your credentials and try again.',
    ],
    [
      messages.login.resetSent,
      'If this user exists, a password reset email has been sent. Please check your inbox.',
    ],
    [
      messages.login.sessionExpired,
      'Your session has expired due to inactivity. Please sign in again.',
    ],
    [messages.dashboard.loading, 'Loading dashboard data...'],
    [messages.dashboard.failed, 'Failed to load dashboard data. Please try again later.'],
    [messages.dashboard.noActivity, 'No recent activity.'],
    [messages.software.nameRequired, 'Name is required'],
    [messages.software.categoryRequired, 'Category is required'],
    [messages.software.versionRequired, 'Version is required'],
    [messages.software.fileRequired, 'File path or download URL is required'],
    [messages.software.zipOnly, 'Only ZIP files are allowed.'],
    [messages.software.notFound, 'Software package not found'],
    [messages.user.emailRequired, 'Email is required'],
    [messages.user.emailInvalid, 'Email format is invalid'],
    [messages.user.displayNameRequired, 'Display name is required'],
    [messages.user.roleRequired, 'Role is required'],
    [messages.user.notFound, 'User not found'],
    [messages.document.titleRequired, 'Title is required'],
    [messages.document.categoryRequired, 'Category is required'],
    [messages.document.fileRequired, 'File path or download URL is required'],
    [messages.document.notFound, 'Document not found'],
    [
      messages.machine.idPartsRequired,
      'Both manufacturer and model are required to generate a machine ID',
    ],
    [messages.machine.notFound, 'Machine not found'],
    [messages.machine.addPartsRequired, 'Manufacturer and model are required to add a machine'],
    [
      messages.machine.guideMachineRequired,
      'Machine ID is required to save a troubleshooting guide',
    ],
    [
      messages.machine.guideDeleteIdsRequired,
      'Both machine ID and guide ID are required to delete a guide',
    ],
    [messages.machine.guideDeleted, 'Guide deleted successfully'],
    [messages.notifications.defaultTitle, 'New Notification'],
    [messages.notifications.documentTitle, 'New Document Available'],
    [messages.notifications.softwareTitle, 'New Software Available'],
    [messages.notifications.initFailed, 'Notification system could not be initialized'],
    [messages.notifications.setupFailed, 'Failed to set up notifications'],
    [messages.notifications.permissionDenied, 'Notification permission denied by user'],
    [messages.notifications.noToken, 'Could not get FCM token even though permission was granted'],
    [messages.functions.missingData, 'Response is missing data field'],
    [messages.shell.logoutTitle, 'Logout'],
    [messages.shell.logoutMessage, 'Are you sure you want to logout?'],
    [messages.shell.dontAskAgain, "Don't ask me again"],
    [messages.shell.unexpectedError, 'Unexpected Application Error!'],
    [messages.shell.accessDenied, 'Access Denied'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('fills in the parameterised messages', () => {
    expect(messages.machine.alreadyExists('Franke', 'A600')).toBe(
      'A machine with manufacturer Franke and model A600 already exists',
    );
    expect(messages.machine.guideNotFound('guide_1')).toBe('Guide with ID guide_1 not found');
    expect(messages.machine.guideNotFoundForMachine('guide_1', 'franke_a600')).toBe(
      'Guide with ID guide_1 not found for machine franke_a600',
    );
    expect(messages.notifications.documentBody('Manual')).toBe(
      'A new document "Manual" has been uploaded.',
    );
    expect(messages.notifications.softwareBody('Firmware', '1.2.3')).toBe(
      'Software "Firmware" version 1.2.3 has been uploaded.',
    );
  });

  it('states the messages docs/product.md#error-catalogue only describes in plain words', () => {
    expect(messages.notifications.notInitialized).toMatch(/push messaging is not initialized/i);
    expect(messages.notifications.keyMissing).toMatch(/push key is not configured/i);
    expect(messages.shell.maintenanceComingSoon).toMatch(/maintenance resources are coming soon/i);
    expect(messages.shell.accessDeniedDetail).toMatch(/restricted to administrators/);
  });
});
