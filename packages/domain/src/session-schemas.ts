/**
 * @toolbox/domain/session-schemas: the schemas of the session API's answers, for the client to
 * load when it first parses one (a signed-out first page never does).
 */
export { UserSchema } from './user';
export { AccessDeniedRecordSchema, PasswordResetAnswerSchema } from './contracts/auth.contract';
export { PasswordPolicySchema } from './rules/password-policy';
