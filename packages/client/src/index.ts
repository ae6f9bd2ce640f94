export { ApiError, createApiClient, errorFromResponse, isApiError, toQueryString } from './http';
export type { ApiClient, ApiClientOptions, Parser, QueryParams, RequestOptions } from './http';
export { createSessionApi, needsSecondFactor } from './session';
export type { SessionApi, SignInCredentials } from './session';
export { hashFile } from './hash';
export type { HashFileOptions } from './hash';
export { startRunningHash } from './running-hash';
export type { RunningHash, RunningHashOptions } from './running-hash';
export { declaredUpload, isUploadAborted, uploadFile, UploadAbortedError } from './upload';
export type {
  UploadFileOptions,
  UploadHandle,
  UploadKind,
  UploadPhase,
  UploadProgress,
  UploadResult,
} from './upload';
export { createFunctionsClient, FunctionsError, isFunctionsError } from './functions';
export type { Callable, CallOptions, FunctionsClient, FunctionsClientOptions } from './functions';
export { createSseParser, subscribeToEvents } from './events';
export type { EventStreamStatus, SseEvent, SubscribeToEventsOptions } from './events';
export { createRateMeter, describeSpeed, describeTimeLeft, secondsLeft } from './transfer-rate';
