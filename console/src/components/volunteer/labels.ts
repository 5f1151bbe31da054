import {
  civilStatuses,
  educationLevels,
  employmentSectors,
  employmentStatuses,
  genders,
  nationalities,
  performanceLevels,
  skillLevels,
  volunteerTitles,
  yesNo,
} from '@nvp/events/browser';
import { useT, type MessageId } from '../../i18n/index';

/** Translated labels of the bio's enumerations (the values stay as the API spells them). */
export const enumLabels = {
  title: {
    Mr: 'volunteer.enum.title.Mr',
    Mrs: 'volunteer.enum.title.Mrs',
    Ms: 'volunteer.enum.title.Ms',
    Rev: 'volunteer.enum.title.Rev',
    Dr: 'volunteer.enum.title.Dr',
  },
  nationality: {
    'Sri Lankan': 'volunteer.enum.nationality.sriLankan',
    Foreign: 'volunteer.enum.nationality.foreign',
    Dual: 'volunteer.enum.nationality.dual',
  },
  gender: { Female: 'volunteer.enum.gender.Female', Male: 'volunteer.enum.gender.Male', Other: 'volunteer.enum.gender.Other' },
  civilStatus: {
    Single: 'volunteer.enum.civil.Single',
    Married: 'volunteer.enum.civil.Married',
    Widowed: 'volunteer.enum.civil.Widowed',
    Divorced: 'volunteer.enum.civil.Divorced',
  },
  performance: {
    POOR: 'volunteer.enum.performance.POOR',
    BASIC: 'volunteer.enum.performance.BASIC',
    GOOD: 'volunteer.enum.performance.GOOD',
    EXCELLENT: 'volunteer.enum.performance.EXCELLENT',
  },
  education: {
    PHD: 'volunteer.enum.education.PHD',
    MSC: 'volunteer.enum.education.MSC',
    DEGREE: 'volunteer.enum.education.DEGREE',
    DIPLOMA: 'volunteer.enum.education.DIPLOMA',
    GCE_AL: 'volunteer.enum.education.GCE_AL',
    GCE_OL: 'volunteer.enum.education.GCE_OL',
    NONE: 'volunteer.enum.education.NONE',
  },
  employmentStatus: {
    EMPLOYED: 'volunteer.enum.employment.EMPLOYED',
    SELF_EMPLOYED: 'volunteer.enum.employment.SELF_EMPLOYED',
    UNEMPLOYED: 'volunteer.enum.employment.UNEMPLOYED',
    HOUSEWIFE: 'volunteer.enum.employment.HOUSEWIFE',
    STUDENT: 'volunteer.enum.employment.STUDENT',
    JOB_SEEKER: 'volunteer.enum.employment.JOB_SEEKER',
  },
  sector: {
    PRIVATE: 'volunteer.enum.sector.PRIVATE',
    GOVERNMENT: 'volunteer.enum.sector.GOVERNMENT',
    NGO: 'volunteer.enum.sector.NGO',
    ACADEMIA: 'volunteer.enum.sector.ACADEMIA',
    FORCES: 'volunteer.enum.sector.FORCES',
    RETIRED: 'volunteer.enum.sector.RETIRED',
    OTHER: 'volunteer.enum.sector.OTHER',
  },
  skillLevel: {
    NO: 'volunteer.enum.skill.NO',
    BASIC: 'volunteer.enum.skill.BASIC',
    MODERATE: 'volunteer.enum.skill.MODERATE',
    ADEQUATE: 'volunteer.enum.skill.ADEQUATE',
    HIGH: 'volunteer.enum.skill.HIGH',
  },
  yesNo: { yes: 'volunteer.yes', no: 'volunteer.no' },
} as const satisfies Record<string, Record<string, MessageId>>;
export type EnumKind = keyof typeof enumLabels;

const values: Record<EnumKind, readonly string[]> = {
  title: volunteerTitles,
  nationality: nationalities,
  gender: genders,
  civilStatus: civilStatuses,
  performance: performanceLevels,
  education: educationLevels,
  employmentStatus: employmentStatuses,
  sector: employmentSectors,
  skillLevel: skillLevels,
  yesNo,
};

/** `label(kind, value)` in the interface language, and `options(kind)` for a select. */
export const useEnumText = () => {
  const { t } = useT();
  const label = (kind: EnumKind, value: string | null | undefined): string => {
    if (!value) return '—';
    const key = (enumLabels[kind] as Record<string, MessageId>)[value];
    return key ? t(key) : value;
  };
  const options = (kind: EnumKind) => values[kind].map((value) => ({ value, label: label(kind, value) }));
  return { label, options };
};
