export { ApiError, createApiClient, isApiError } from './http';
export type { ApiClient, ApiClientOptions, Parser, RequestOptions } from './http';
export { createSessionApi } from './session';
export type { SessionApi, SignInCredentials } from './session';
