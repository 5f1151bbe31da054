export * from './messages';
export * from './nic';
export * from './registration';
export * from './account';
export * from './volunteer-bio';
export * from './referee';
export * from './vio-profile';
export * from './emergency';
