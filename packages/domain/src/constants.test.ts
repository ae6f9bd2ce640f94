import { describe, expect, it } from 'vitest';
import * as c from './constants';

// The values docs/product.md#limits gives, by the name each has in constants.ts.
const DOCUMENTED: Record<string, unknown> = {
  SESSION_TIMEOUT_MS: 1_800_000,
  SPLASH_MS: 2000,
  SPLASH_FADE_MS: 500,
  SESSION_EXPIRED_BANNER_MS: 5000,
  LOGIN_REENABLE_MS: 800,
  LOGOUT_DELAY_MS: 500,
  FOREGROUND_NOTIFICATION_MS: 8000,
  TOAST_DEFAULT_MS: 4000,
  TOAST_SUCCESS_MS: 2000,
  TOAST_LIMIT: 20,
  TOAST_POSITION: 'bottom-right',
  TOAST_MAX_WIDTH_PX: 350,
  SPINNER_ANIMATION_MS: 300,
  FADE_ANIMATION_MS: 1000,
  CHUNK_LOAD_TIMEOUT_MS: 120_000,
  RECENT_ACTIVITY_DEFAULT_COUNT: 5,
  RECENT_ACTIVITY_SAMPLE_DELAY_MS: 500,
  DASHBOARD_ACTIVITY_PER_KIND: 5,
  DASHBOARD_ACTIVITY_MAX: 10,
  DASHBOARD_CATEGORY_LIMIT: 8,
  GUIDE_ID_PREFIX: 'guide_',
  TEMP_MACHINE_PREFIX: 'temp_',
  DEFAULT_ROLE: 'engineer',
  DEFAULT_STATUS: 'active',
  DEFAULT_DOCUMENT_VERSION: 1,
  DEFAULT_VERSION_CHANGES: 'Initial version',
  SOFTWARE_FILE_EXTENSION: 'zip',
  FILE_HASH_ALGORITHM: 'SHA-256',
  RELATIVE_AGE_MONTH_DAYS: 30,
  RELATIVE_AGE_YEAR_DAYS: 365,
  RESUMABLE_UPLOAD_THRESHOLD_BYTES: 262_144,
  STORAGE_MAX_OPERATION_RETRY_MS: 120_000,
  STORAGE_MAX_UPLOAD_RETRY_MS: 600_000,
  MIN_PASSWORD_LENGTH_DEFAULT: 6,
  FUNCTIONS_REGION: 'europe-west2',
  FUNCTIONS_DEFAULT_REGION: 'us-central1',
  FUNCTIONS_DEFAULT_TIMEOUT_MS: 70_000,
  SEND_NOTIFICATION_FUNCTION: 'sendNotificationToAllUsers',
  AUTH_NETWORK_TIMEOUT_MS: 30_000,
  AUTH_NETWORK_TIMEOUT_MOBILE_MS: 60_000,
  AUTH_NETWORK_TIMEOUT_OFFLINE_MS: 5_000,
  TOKEN_REFRESH_AHEAD_MS: 300_000,
  TOKEN_EXPIRY_SKEW_MS: 30_000,
  TOKEN_REFRESH_BACKOFF_START_MS: 30_000,
  TOKEN_REFRESH_BACKOFF_MAX_MS: 960_000,
  SKIP_CONFIRMATION_PREFIX: 'skip-confirmation-',
  DEFAULT_AFTER_LOGIN_PATH: '/dashboard',
};

describe('The product’s constants (docs/product.md#limits)', () => {
  it.each(Object.entries(DOCUMENTED))('%s', (name, expected) => {
    expect(c[name as keyof typeof c]).toBe(expected);
  });

  it('has the toast accent colours of docs/product.md#toasts', () => {
    expect(c.TOAST_COLORS).toEqual({
      success: '#00a19a',
      error: '#6b1831',
      info: '#2e77ae',
      warning: '#ff9800',
    });
  });

  it('has a hex colour for each known role', () => {
    expect(Object.keys(c.ROLE_COLORS).sort()).toEqual(['admin', 'costax', 'engineer']);
    for (const colour of Object.values(c.ROLE_COLORS)) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('lists the six activity events of docs/product.md#session-timeout and the dashboard role values', () => {
    expect(c.SESSION_ACTIVITY_EVENTS).toEqual([
      'mousedown',
      'keydown',
      'scroll',
      'mousemove',
      'click',
      'touchstart',
    ]);
    expect(c.DASHBOARD_ROLE_VALUES).toEqual({ admin: 'Admin', engineer: 'Engineer' });
    expect(c.SAMPLE_DOCUMENT_CATEGORIES).toEqual([
      'Maintenance',
      'User Guide',
      'Cleaning',
      'Troubleshooting',
      'Service',
    ]);
  });
});
