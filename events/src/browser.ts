/** What the console may import: no Node built-ins below this line. */
export * from './access';
export * from './validation';
export * from './envelope';
/** The 17 SDG goals (number, official colour, names in three languages): the console draws the tiles itself. */
export { sdgGoals, type SdgGoal } from './reference/opportunity-data';
