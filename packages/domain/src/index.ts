/**
 * @toolbox/domain: entity types, zod schemas with the product's messages
 * (docs/product.md#error-catalogue), and pure rules. No I/O. The API's request and response schemas
 * are in contracts/, one <entity>.contract.ts per entity.
 */
// Every schema reports its failures in sentences (validation-messages.ts, set in internal/zod.ts).
export * from './validation-messages';
export * from './auth-errors';
export * from './base';
export * from './constants';
export * from './document';
export * from './errors';
export * from './machine';
export * from './messages';
export * from './notification';
export * from './software';
export * from './user';
export * from './rules/confirmation';
export * from './rules/file-size';
export * from './rules/file-type';
export * from './rules/guides';
export * from './rules/machine-id';
export * from './rules/password-policy';
export * from './rules/relative-age';
export * from './rules/session';
export * from './rules/storage-path';
export * from './rules/token-refresh';
export * from './rules/version';
export * from './guide';
export * from './specification';
export * from './part-diagram';
export * from './guide-import';
export * from './rules/csv';
export * from './activity';
export * from './contracts/common.contract';
export { isApiErrorBody } from './api-codes';
export * from './contracts/activity.contract';
export * from './contracts/audit.contract';
export * from './contracts/auth.contract';
export * from './contracts/dashboard.contract';
export * from './contracts/document.contract';
export * from './contracts/document-text.contract';
export * from './contracts/functions.contract';
export * from './contracts/guide.contract';
export * from './contracts/machine.contract';
export * from './contracts/must-read.contract';
export * from './contracts/notification.contract';
export * from './contracts/part-diagram.contract';
export * from './contracts/search.contract';
export * from './contracts/software.contract';
export * from './contracts/specification.contract';
export * from './contracts/system.contract';
export * from './contracts/firebase-import.contract';
export * from './contracts/two-factor.contract';
export * from './contracts/user.contract';
export * from './audit';
