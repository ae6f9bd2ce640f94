export { ApiError, createApiClient, isApiError, toQueryString } from './http';
export type { ApiClient, ApiClientOptions, Parser, QueryParams, RequestOptions } from './http';
export { createSessionApi } from './session';
export type { SessionApi, SignInCredentials } from './session';
