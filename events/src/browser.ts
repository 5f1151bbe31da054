/** What the console may import: no Node built-ins below this line. */
export * from './access';
export * from './validation';
export * from './envelope';
export * from './reference/image-assets';
