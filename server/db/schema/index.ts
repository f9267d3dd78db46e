/**
 * Every table of the academy. Each domain keeps its tables in its own file here and is
 * re-exported below; drizzle-kit reads this folder to generate migrations.
 */
export * from './meta';
export * from './identity';
export * from './site';
export * from './catalogue';
export * from './outbox';
export * from './study';
export * from './exam';
export * from './limits';
export * from './chat';
export * from './media';
