/**
 * The vocabulary of a referee's review without its zod rules: the console's pages that only show labels import these and
 * fetch no zod (issue 25). The rules are in ./referee.ts, which re-exports everything here.
 */

export const refereeDurationYears = ['0', '1', '2', '3', '4', '5', '5+'] as const;
export const refereeRelations = ['EMPLOYER', 'EMPLOYEE', 'FRIEND', 'RELATIVE', 'FAMILY_MEMBER', 'STUDENT'] as const;
export const refereeRatingNames = [
  'reliability',
  'flexibility',
  'professionalism',
  'workEthic',
  'qualityOfWork',
  'timeManagement',
  'communicationSkills',
  'responsibility',
  'teamwork',
  'commitment',
] as const;
export type RefereeRatingName = (typeof refereeRatingNames)[number];
