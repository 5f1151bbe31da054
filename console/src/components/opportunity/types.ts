/**
 * Shapes of the opportunity calls (spec §3 "Opportunity (formal)", "Non-formal opportunity", §7
 * "Opportunities"). The server answers exactly these spellings; fields the console does not need are
 * left out rather than guessed.
 */
export type OpportunityType = 'REGULAR' | 'ONLINE';
export type OpportunityStatus = 'CREATED' | 'PENDING' | 'APPROVED' | 'REJECTED' | 'COMPLETED';
export const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export type Weekday = (typeof weekdays)[number];
export const dayTimes = ['Morning', 'Afternoon', 'Evening'] as const;
export const opportunityLanguages = ['Sinhala', 'Tamil', 'English'] as const;

export interface Opportunity {
  id: string;
  title: string;
  category: number;
  type: OpportunityType;
  noOfVolunteers: number;
  designation?: string | null;
  coreFunctions: number[];
  supervisorName: string;
  supervisorLandline?: string | null;
  supervisorMobile?: string | null;
  supervisorFax?: string | null;
  supervisorEmail?: string | null;
  supervisorTitle?: string | null;
  sdgNumbers: number[];
  descriptionSinhala?: string | null;
  descriptionEnglish?: string | null;
  descriptionTamil?: string | null;
  descriptionSMSSinhala?: string | null;
  descriptionSMSEnglish?: string | null;
  descriptionSMSTamil?: string | null;
  requiredSkills: number[];
  degreeLevelRequired?: string | null;
  subjectAreaRequired?: (number | string)[] | null;
  language?: string | null;
  district: string;
  divisionalSecretariat: string;
  gnDivision: string;
  location: string;
  isFullTime: boolean;
  workingHourCount: number;
  startDate: string;
  endDate: string;
  days: string[];
  time: string[];
  isTrainingProvided: boolean;
  trainingDetails?: string | null;
  isExpenseCovered: boolean;
  coveredExpenseDetails?: string | null;
  specialRequirnments?: string | null;
  status: OpportunityStatus;
  vioId: string;
  isShared?: boolean;
  Vio?: { id?: string; name: string } | null;
  applied?: boolean;
  /** On cards: days ticked × hours a day. */
  hoursPerWeek?: number;
}

export interface NonFormalOpportunity {
  id: string;
  title: string;
  category: number;
  noOfVolunteers: number;
  designation?: string | null;
  coreFunctions?: number[];
  supervisorName: string;
  supervisorLandline?: string | null;
  supervisorMobile?: string | null;
  supervisorFax?: string | null;
  supervisorEmail?: string | null;
  supervisorTitle?: string | null;
  sdgNumbers: number[];
  description: string;
  requiredSkills?: number[];
  degreeLevelRequired?: string | null;
  subjectAreaRequired?: (number | string)[] | null;
  language?: string | null;
  district: string;
  divisionalSecretariat: string;
  gnDivision: string;
  location: string;
  isFullTime: boolean;
  workingHourCount: number;
  startDate: string;
  endDate: string;
  time?: string[];
  isTrainingProvided: boolean;
  trainingDetails?: string | null;
  isExpenseCovered: boolean;
  coveredExpenseDetails?: string | null;
  specialRequirnments?: string | null;
  averageVolunteerHours: number;
  status: 'CREATED' | 'APPROVED' | 'REJECTED' | 'COMPLETED';
  vioId?: string;
  cardImage?: string | null;
  Vio?: { id?: string; name: string } | null;
}

/** A reference item of GET /api/formData/createVO: an id and its name in three languages. */
export interface FormItem {
  id: number;
  sinhala_name?: string;
  tamil_name?: string;
  [name: string]: unknown;
}
export interface CreateVoFormData {
  sdg_numbers: FormItem[];
  categories_VO: FormItem[];
  areas_VO: FormItem[];
  required_skills: FormItem[];
  degrees: FormItem[];
  areas: FormItem[];
  core_functions?: FormItem[];
  coreFunctions?: FormItem[];
}

/** Shared-opportunity request (spec §3). */
export interface SharedRequest {
  id: string;
  status?: string;
  Accepted?: boolean | null;
  Opportunity: { id: string; title: string; Vio?: { id?: string; name: string } | null };
}
