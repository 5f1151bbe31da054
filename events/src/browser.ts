/** What the console may import: no Node built-ins below this line. */
// First, so it runs before any schema below is built or parsed (imports evaluate in order).
import './csp-safe-zod';

export * from './access';
export * from './public-pages';
export * from './site';
export * from './validation';
export * from './envelope';
export * from './reference/image-assets';
export * from './csv';
/** The 17 SDG goals (number, official colour, names in three languages): the console draws the tiles itself. */
export { sdgGoals, type SdgGoal } from './reference/opportunity-data';
/** Category and core-function names for the reports (ids in the facts). */
export { opportunityCategories, coreFunctions } from './reference/opportunity-data';
