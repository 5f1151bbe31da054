export * from './permissions';
export * from './mask';
export * from './rules';
