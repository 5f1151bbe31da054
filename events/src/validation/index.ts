export * from './messages';
export * from './nic';
export * from './registration';
