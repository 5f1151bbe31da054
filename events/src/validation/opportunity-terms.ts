/**
 * The vocabulary of opportunities (spec §4, §9) without its zod rules: the console's pages that only show labels import these and
 * fetch no zod (issue 25). The rules are in ./opportunity.ts, which re-exports everything here.
 */

export const opportunityTypes = ['REGULAR', 'ONLINE'] as const;
export type OpportunityType = (typeof opportunityTypes)[number];
export const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export type Weekday = (typeof weekdays)[number];
export const opportunityTimes = ['Morning', 'Afternoon', 'Evening'] as const;
export const opportunityLanguages = ['Sinhala', 'Tamil', 'English'] as const;
/** Spec §4 lists PENDING too; nothing in the platform produces it (CREATED is "awaiting admin review"). */
export const opportunityStatuses = ['CREATED', 'PENDING', 'APPROVED', 'REJECTED', 'COMPLETED'] as const;
export type OpportunityStatus = (typeof opportunityStatuses)[number];
export const nonFormalStatuses = ['CREATED', 'APPROVED', 'REJECTED', 'COMPLETED'] as const;
export type NonFormalStatus = (typeof nonFormalStatuses)[number];

/** Spec §9 limits. */
export const OPPORTUNITY_LIMITS = {
  descriptionMin: 350,
  descriptionMax: 65536,
  smsMax: 160,
  defaultVolunteers: 1,
  defaultWorkingHours: 6,
  gridPageSize: 12,
  vioPageSize: 10,
  homeLimit: 30,
} as const;
