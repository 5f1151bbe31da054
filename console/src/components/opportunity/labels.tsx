import { Tag, type Intent } from '@blueprintjs/core';
import { useT, type MessageId } from '../../i18n';

const statusIntent: Record<string, Intent> = {
  CREATED: 'warning',
  PENDING: 'warning',
  APPROVED: 'success',
  REJECTED: 'danger',
  COMPLETED: 'primary',
  SELECTED: 'primary',
  ADMIN_REJECTED: 'danger',
  VIO_REJECTED: 'danger',
  WITHDRAWN: 'none',
};

const knownStatuses = new Set(Object.keys(statusIntent));

/** Opportunity and applicant statuses in the interface language (CREATED reads "Pending review"). */
export const useOpportunityText = () => {
  const { t } = useT();
  return {
    status: (status: string | null | undefined) => (status && knownStatuses.has(status) ? t(`opportunity.status.${status}` as MessageId) : (status ?? '—')),
    type: (type: string | null | undefined) => (type === 'ONLINE' || type === 'REGULAR' ? t(`opportunity.type.${type}`) : (type ?? '—')),
    weekday: (day: string) => t(`opportunity.day.${day}` as MessageId),
    dayTime: (time: string) => t(`opportunity.time.${time}` as MessageId),
    language: (language: string | null | undefined) =>
      language === 'Sinhala' || language === 'Tamil' || language === 'English' ? t(`opportunity.language.${language}`) : (language ?? '—'),
    yesNo: (value: boolean | null | undefined) => (value ? t('opportunity.yes') : t('opportunity.no')),
    hours: (hours: number | null | undefined) => t('opportunity.hours', { hours: hoursText(hours) }),
  };
};

export const StatusTag = ({ status, testId = 'opportunity-status' }: { status: string | null | undefined; testId?: string }) => {
  const text = useOpportunityText();
  return (
    <Tag round intent={(status && statusIntent[status]) || 'none'} data-testid={testId} data-status={status ?? ''}>
      {text.status(status)}
    </Tag>
  );
};

/** Working hours in two digits ("06"); `text.hours` adds the unit in the interface language ("06 HRS", spec §9). */
export const hoursText = (hours: number | null | undefined) => String(hours ?? 0).padStart(2, '0');

/**
 * Cards show hours per week (spec §3): the card's figure (the read model's: days ticked × hours a day), else the
 * daily working hours times the opportunity's weekdays, one day when none are set.
 */
export const hoursPerWeek = (o: { hoursPerWeek?: number | null; workingHourCount?: number | null; days?: readonly string[] | null }) =>
  o.hoursPerWeek ?? (o.workingHourCount ?? 0) * Math.max(1, o.days?.length ?? 0);
