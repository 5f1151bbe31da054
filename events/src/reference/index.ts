/**
 * Reference data (server side): Sri Lanka's administrative divisions (read from reference-data/ with node:fs, so
 * not exported from browser.ts), countries and the volunteer profile form lists. countries.ts and form-data.ts
 * have no Node imports: browser-side validation may import them directly.
 */
export * from './lk-admin';
export * from './countries';
export * from './form-data';
export * from './image-assets';
export * from './opportunity-data';
