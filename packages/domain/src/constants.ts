/**
 * The product's constants and limits (docs/product.md#limits), named once so
 * the server, the apps and the tests agree. Durations are milliseconds, sizes bytes unless named.
 */

const SECOND_MS = 1_000;
const MINUTE_MS = 60 * SECOND_MS;

// Session (docs/product.md#limits)

/** Inactivity after which the session is flagged expired and the user logged out: 30 minutes. */
export const SESSION_TIMEOUT_MS = 30 * MINUTE_MS;
/**
 * Browser events that count as activity and restart the inactivity timer
 * (docs/product.md#session-timeout).
 */
export const SESSION_ACTIVITY_EVENTS = [
  'mousedown',
  'keydown',
  'scroll',
  'mousemove',
  'click',
  'touchstart',
] as const;
/** How long the session-expired warning stays on the login screen. */
export const SESSION_EXPIRED_BANNER_MS = 5 * SECOND_MS;
/** Delay before a failed login form is enabled again. */
export const LOGIN_REENABLE_MS = 800;
/** Delay between signing out on the Access Denied page and going to /login. */
export const LOGOUT_DELAY_MS = 500;
/** Where a signed-in user goes when no page was originally requested. */
export const DEFAULT_AFTER_LOGIN_PATH = '/dashboard';

// Shell and toasts (docs/product.md#limits)

/** How long the splash screen shows before it starts to fade. */
export const SPLASH_MS = 2 * SECOND_MS;
/** Length of the splash screen's fade; it closes after this. */
export const SPLASH_FADE_MS = 500;
/** Auto-dismiss time of a foreground notification toast. */
export const FOREGROUND_NOTIFICATION_MS = 8 * SECOND_MS;
/** Default toast duration. */
export const TOAST_DEFAULT_MS = 4 * SECOND_MS;
/** Duration of a success toast. */
export const TOAST_SUCCESS_MS = 2 * SECOND_MS;
/** Most toasts shown at once. */
export const TOAST_LIMIT = 20;
/** Where toasts appear. */
export const TOAST_POSITION = 'bottom-right';
/** Widest a toast may grow, in CSS pixels. */
export const TOAST_MAX_WIDTH_PX = 350;
/** Accent colour of each toast variant. */
export const TOAST_COLORS = {
  success: '#00a19a',
  error: '#6b1831',
  info: '#2e77ae',
  warning: '#ff9800',
} as const;
/** Duration of the spinner animation. */
export const SPINNER_ANIMATION_MS = 300;
/** Duration of the fade animation. */
export const FADE_ANIMATION_MS = 1 * SECOND_MS;
/** Time-out for loading a lazily loaded module chunk. */
export const CHUNK_LOAD_TIMEOUT_MS = 120 * SECOND_MS;
/**
 * Theme colour of each known role (docs/product.md#role-colours); chosen to sit with the toast
 * palette.
 */
export const ROLE_COLORS = {
  engineer: '#2e77ae',
  costax: '#00a19a',
  admin: '#6b1831',
} as const;
/**
 * Local-storage key prefix of a ticked "Don't ask me again"
 * (docs/product.md#confirmation-skipping).
 */
export const SKIP_CONFIRMATION_PREFIX = 'skip-confirmation-';

// Users (docs/product.md#limits)

/** Role of an auto-created or self-registered profile. */
export const DEFAULT_ROLE = 'engineer';
/** Status of a new user. */
export const DEFAULT_STATUS = 'active';
/** The exact role values the dashboard counts as admins and engineers (docs/product.md#roles). */
export const DASHBOARD_ROLE_VALUES = { admin: 'Admin', engineer: 'Engineer' } as const;

// Documents and software (docs/product.md#limits)

/** `currentVersion` of a new document. */
export const DEFAULT_DOCUMENT_VERSION = 1;
/** `changes` text of a version entry that has none, and of the initial version 1 entry. */
export const DEFAULT_VERSION_CHANGES = 'Initial version';
/** The only file extension a software package may have. */
export const SOFTWARE_FILE_EXTENSION = 'zip';
/** Hash algorithm of every stored file. */
export const FILE_HASH_ALGORITHM = 'SHA-256';
/** Categories of the sample document-activity data (docs/product.md#document-activity). */
export const SAMPLE_DOCUMENT_CATEGORIES = [
  'Maintenance',
  'User Guide',
  'Cleaning',
  'Troubleshooting',
  'Service',
] as const;

// Machines (docs/product.md#limits)

/** Prefix of a troubleshooting guide id; a timestamp follows. */
export const GUIDE_ID_PREFIX = 'guide_';
/**
 * Prefix of a temporary machine id: one brought in before its manufacturer and model were known;
 * it takes its derived id once both are (docs/product.md#machine-changes).
 */
export const TEMP_MACHINE_PREFIX = 'temp_';
/** Most characters of a machine's manufacturer and of its model. */
export const MACHINE_NAME_MAX_LENGTH = 100;

// Request limits (docs/product.md#sec-input-limits)

/**
 * Longest value one path segment (an id) may carry, decoded: the router's `maxParamLength` and the
 * id parameters' schemas, so an id the API hands out can always be named in a path again.
 */
export const PATH_PARAM_MAX_LENGTH = 300;
/**
 * Longest part of a derived machine id (`<manufacturer>_<model>`): two parts and the underscore fit
 * PATH_PARAM_MAX_LENGTH, however much normalising and lowercasing lengthen a name.
 */
export const MACHINE_ID_PART_MAX_LENGTH = Math.floor((PATH_PARAM_MAX_LENGTH - 1) / 2);

// Dashboard and activity (docs/product.md#limits)

/** Default number of recent-activity entries for a user. */
export const RECENT_ACTIVITY_DEFAULT_COUNT = 5;
/** Artificial delay of the sample recent-activity data. */
export const RECENT_ACTIVITY_SAMPLE_DELAY_MS = 500;
/** Latest documents and latest software items each taken into the dashboard's Recent Activity. */
export const DASHBOARD_ACTIVITY_PER_KIND = 5;
/** Most rows the dashboard's Recent Activity shows. */
export const DASHBOARD_ACTIVITY_MAX = 10;
/** Categories shown in the dashboard's Document Categories grid. */
export const DASHBOARD_CATEGORY_LIMIT = 8;

// Relative age (docs/product.md#limits)

/** Days from which an age reads in months. */
export const RELATIVE_AGE_MONTH_DAYS = 30;
/** Days from which an age reads in years. */
export const RELATIVE_AGE_YEAR_DAYS = 365;

// Callable functions (docs/product.md#limits)

/** Region of the product's cloud functions. */
export const FUNCTIONS_REGION = 'europe-west2';
/** Default region of the generic callable-function transport. */
export const FUNCTIONS_DEFAULT_REGION = 'us-central1';
/** Default time-out of a callable-function call. */
export const FUNCTIONS_DEFAULT_TIMEOUT_MS = 70 * SECOND_MS;
/** Name of the callable function that pushes a notification to every user. */
export const SEND_NOTIFICATION_FUNCTION = 'sendNotificationToAllUsers';

// Authentication service (docs/product.md#limits)

/** Network time-out of an authentication call. */
export const AUTH_NETWORK_TIMEOUT_MS = 30 * SECOND_MS;
/** Network time-out of an authentication call on mobile. */
export const AUTH_NETWORK_TIMEOUT_MOBILE_MS = 60 * SECOND_MS;
/** Network time-out of an authentication call while offline. */
export const AUTH_NETWORK_TIMEOUT_OFFLINE_MS = 5 * SECOND_MS;
/** How long before expiry an access token is refreshed. */
export const TOKEN_REFRESH_AHEAD_MS = 5 * MINUTE_MS;
/** How early an access token counts as expired, to absorb clock skew. */
export const TOKEN_EXPIRY_SKEW_MS = 30 * SECOND_MS;
/** First wait after a failed token refresh; it doubles on each further failure. */
export const TOKEN_REFRESH_BACKOFF_START_MS = 30 * SECOND_MS;
/** Longest wait between token refresh attempts. */
export const TOKEN_REFRESH_BACKOFF_MAX_MS = 16 * MINUTE_MS;
/** Minimum password length when the password policy names none. */
export const MIN_PASSWORD_LENGTH_DEFAULT = 6;

// Storage (docs/product.md#limits)

/** Files larger than this are uploaded resumably (256 KB). */
export const RESUMABLE_UPLOAD_THRESHOLD_BYTES = 256 * 1024;
/** Longest time a storage operation is retried. */
export const STORAGE_MAX_OPERATION_RETRY_MS = 2 * MINUTE_MS;
/** Longest time an upload is retried. */
export const STORAGE_MAX_UPLOAD_RETRY_MS = 10 * MINUTE_MS;
