import { describe, expect, it } from 'vitest';
import * as domain from './index';

describe('package entry point', () => {
  it.each([
    'messages',
    'UserSchema',
    'SignInInput',
    'mayEnterPortal',
    'DashboardSchema',
    'countLabel',
    'ApiErrorBodySchema',
    'API_ERROR_CODES',
    'AccessDeniedRecordSchema',
    'SESSION_TIMEOUT_MS',
    'DomainError',
    'deriveMachineId',
    'compareVersions',
    'formatFileSize',
    'isPdf',
    'relativeAge',
    'documentNotification',
    'loginErrorMessage',
    'httpStatusToFunctionCode',
    'toDate',
    'DocumentInput',
    'nextVersion',
    'SoftwareInput',
    'MachineInput',
    'emptyMachineDetails',
    'UserInput',
    'fallbackUser',
    'saveGuide',
    'afterLoginPath',
    'nextRefreshBackoffMs',
    'unmetPasswordRequirements',
    'skipConfirmationKey',
    'softwareFilePath',
  ])('re-exports %s', (name) => {
    expect(domain).toHaveProperty(name);
  });

  it('keeps internal schema helpers private', () => {
    expect(domain).not.toHaveProperty('ALWAYS_REFINE');
    expect(domain).not.toHaveProperty('textField');
  });
});
