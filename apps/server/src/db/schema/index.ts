export * from './users';
export * from './auth';
export * from './documents';
export * from './software';
export * from './machines';
export * from './audit';
export * from './notifications';
export * from './activity';
