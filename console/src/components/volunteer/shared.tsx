import { Tag, type Intent } from '@blueprintjs/core';
import { refereeRatingNames, volunteerStatuses, type VolunteerStatus } from '@nvp/events/browser';
import { useT, type MessageId } from '../../i18n/index';
import { placeName, useDistricts, useDivisionalSecretariats, useGnDivisions, type Place } from '../../reference/hooks';
import '../../pages/volunteer/volunteer.css';

/** Volunteer registration statuses of spec §4, in the order a volunteer passes them (one list, in @nvp/events). */
export const volunteerStatusOrder = volunteerStatuses;
export type VolunteerStatusName = VolunteerStatus;

const statusKey: Record<VolunteerStatusName, MessageId> = {
  EMAIL_UNVERIFIED: 'volunteer.status.EMAIL_UNVERIFIED',
  MOBILE_UNVERIFIED: 'volunteer.status.MOBILE_UNVERIFIED',
  BIO_INCOMPLETE: 'volunteer.status.BIO_INCOMPLETE',
  REFEREE_INCOMPLETE: 'volunteer.status.REFEREE_INCOMPLETE',
  REFEREE_FAILED: 'volunteer.status.REFEREE_FAILED',
  FULLY_REGISTERED: 'volunteer.status.FULLY_REGISTERED',
  SUSPENDED: 'volunteer.status.SUSPENDED',
};

/** Referee statuses as GET /api/volunteer/referee/information reports them. */
export const refereeStatuses = ['PENDING', 'REVIEWED', 'FAILED'] as const;
export type RefereeStatus = (typeof refereeStatuses)[number];
const refereeKey: Record<RefereeStatus, MessageId> = {
  PENDING: 'volunteer.refereeStatus.PENDING',
  REVIEWED: 'volunteer.refereeStatus.REVIEWED',
  FAILED: 'volunteer.refereeStatus.FAILED',
};
const refereeIntent: Record<RefereeStatus, Intent> = { PENDING: 'warning', REVIEWED: 'success', FAILED: 'danger' };

/** Status names in the interface language; unknown values are shown as sent. */
export const useStatusText = () => {
  const { t } = useT();
  return {
    volunteerStatus: (status: string | null | undefined) =>
      status && status in statusKey ? t(statusKey[status as VolunteerStatusName]) : (status ?? '—'),
    refereeStatus: (status: string | null | undefined) =>
      status && status in refereeKey ? t(refereeKey[status as RefereeStatus]) : (status ?? '—'),
  };
};

export const RefereeStatusTag = ({ status, testId }: { status: string | null | undefined; testId?: string }) => {
  const { refereeStatus } = useStatusText();
  const intent = status && status in refereeIntent ? refereeIntent[status as RefereeStatus] : 'none';
  return (
    <Tag intent={intent} round minimal={!status} data-testid={testId} data-status={status ?? ''}>
      {refereeStatus(status)}
    </Tag>
  );
};

/** Statuses before the bio is saved: the profile is incomplete. */
export const bioIncomplete = (status: string | undefined) => status === 'EMAIL_UNVERIFIED' || status === 'MOBILE_UNVERIFIED' || status === 'BIO_INCOMPLETE';
/** Statuses before the phone is verified: the bio cannot be saved yet. */
export const phoneUnverified = (status: string | undefined) => status === 'EMAIL_UNVERIFIED' || status === 'MOBILE_UNVERIFIED';

/** Spec §9: numbers abbreviated K (>= 1,000), Mn (>= 1,000,000), Bn (>= 10^9), at most 2 decimals. */
export const abbreviate = (value: number, fixedDecimals = false): string => {
  const steps: [number, string][] = [
    [1e9, 'Bn'],
    [1e6, 'Mn'],
    [1e3, 'K'],
  ];
  const format = (n: number) => (fixedDecimals ? n.toFixed(2) : String(Math.round(n * 100) / 100));
  for (const [size, suffix] of steps) if (Math.abs(value) >= size) return `${format(value / size)}${suffix}`;
  return format(value);
};
// Hours and amounts: the 'vio.public.hours' and 'vio.public.amount' messages around `abbreviate`; days: useFormat().day.

const named = (list: readonly Place[] | undefined, english: string | null | undefined, language: Parameters<typeof placeName>[1]) => {
  const found = english ? list?.find((place) => place.name === english) : undefined;
  return found ? placeName(found, language) : (english ?? '');
};

/** A contribute location (English names, as stored) in the interface language; English until the lists load. */
export const useLocationNames = (location: { district?: string | null; divisionalSecretariat?: string | null; gnDivision?: string | null }) => {
  const { language } = useT();
  const districts = useDistricts();
  const divisionalSecretariats = useDivisionalSecretariats(location.divisionalSecretariat ? (location.district ?? undefined) : undefined);
  const gnDivisions = useGnDivisions(location.gnDivision ? (location.divisionalSecretariat ?? undefined) : undefined, location.district ?? undefined);
  return {
    district: named(districts.data, location.district, language),
    divisionalSecretariat: named(divisionalSecretariats.data, location.divisionalSecretariat, language),
    gnDivision: named(gnDivisions.data, location.gnDivision, language),
  };
};

/** Labels of the referee's ten ratings (the feedback form and the admin's view show the same names). */
export const refereeRatingLabel: Record<(typeof refereeRatingNames)[number], MessageId> = {
  reliability: 'volunteer.feedback.rating.reliability',
  flexibility: 'volunteer.feedback.rating.flexibility',
  professionalism: 'volunteer.feedback.rating.professionalism',
  workEthic: 'volunteer.feedback.rating.workEthic',
  qualityOfWork: 'volunteer.feedback.rating.qualityOfWork',
  timeManagement: 'volunteer.feedback.rating.timeManagement',
  communicationSkills: 'volunteer.feedback.rating.communicationSkills',
  responsibility: 'volunteer.feedback.rating.responsibility',
  teamwork: 'volunteer.feedback.rating.teamwork',
  commitment: 'volunteer.feedback.rating.commitment',
};
