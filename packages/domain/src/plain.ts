/**
 * @toolbox/domain/plain: the product's messages, constants, codes and pure rules that a first
 * page needs, without zod or any schema (the sign-in pages). Everything here is also exported
 * by the main entry.
 */
export * from './messages';
export * from './constants';
export * from './api-codes';
export * from './function-codes';
export * from './auth-errors';
export * from './user-rules';
export * from './rules/session';
