import { Callout, H5, Tag, type Intent } from '@blueprintjs/core';
import {
  rules,
  vioEmployeeBands,
  vioProfileLayouts,
  vioTypeChoices,
  type VioProfileValues,
  type VioType,
} from '@nvp/events/browser';
import { useT, type MessageId } from '../../i18n/index';
import { useFormat } from '../../i18n/format';

/** GET /api/vio/profile and GET /api/admin/vio/:id (the admin view adds standing and dates). */
export interface VioView {
  id: string;
  name: string;
  email: string | null;
  type: VioType;
  status: string;
  registrationNo: string;
  description?: string;
  imageURL: string | null;
  profile: VioProfileValues | null;
  standing?: 'FUNCTIONING' | 'SUSPENDED' | 'TERMINATED';
  suspendedUntil?: string | null;
  registeredAt?: string;
  profileSubmittedAt?: string | null;
  reviewedAt?: string | null;
  parentVio?: { id: string; name: string } | null;
  erased?: boolean;
}

type TypeChoice = (typeof vioTypeChoices)[keyof typeof vioTypeChoices][number] | (typeof vioEmployeeBands)[number];

/** Display text of each stored choice (values stay the spec's English words). */
export const choiceLabel: Record<TypeChoice, MessageId> = {
  PVT: 'vio.choice.pvt',
  PLC: 'vio.choice.plc',
  Partnership: 'vio.choice.partnership',
  'Sole Proprietorship': 'vio.choice.soleProprietorship',
  'State University': 'vio.choice.stateUniversity',
  'Semi Government Institute': 'vio.choice.semiGovernmentInstitute',
  'Professional Institute': 'vio.choice.professionalInstitute',
  'Vocational/Technical Training Centre': 'vio.choice.vocationalTrainingCentre',
  'Private Institute': 'vio.choice.privateInstitute',
  'Private Vocational/Skill Development/Technical Training Institute': 'vio.choice.privateVocationalInstitute',
  NGO: 'vio.choice.ngo',
  INGO: 'vio.choice.ingo',
  'Civil Society Organizations': 'vio.choice.civilSociety',
  'Charitable Organizations': 'vio.choice.charitable',
  'Non-Profit Organizations': 'vio.choice.nonProfit',
  'Volunteer Movements': 'vio.choice.volunteerMovements',
  'Youth-led Organizations': 'vio.choice.youthLed',
  'State/Government School': 'vio.choice.governmentSchool',
  'Private School': 'vio.choice.privateSchool',
  'Semi-Government School': 'vio.choice.semiGovernmentSchool',
  'International School': 'vio.choice.internationalSchool',
  'Religious Educational School/ Institute': 'vio.choice.religiousSchool',
  '1-20': 'vio.choice.band1',
  '21-50': 'vio.choice.band2',
  'More than 50': 'vio.choice.band3',
};
export const choiceText = (t: (id: MessageId) => string, value: string) => (value in choiceLabel ? t(choiceLabel[value as TypeChoice]) : value);

export type SectionName = 'details' | 'address' | 'contacts' | 'manager' | 'coordinator';

export interface FieldSpec {
  name: string;
  label: MessageId;
  kind: 'text' | 'date' | 'email' | 'tel' | 'choice' | 'location';
  choices?: readonly string[];
}

const person = (prefix: 'manager' | 'coordinator', withWebsite: boolean): FieldSpec[] => [
  { name: `${prefix}Name`, label: 'vio.field.name', kind: 'text' },
  { name: `${prefix}Designation`, label: 'vio.field.designation', kind: 'text' },
  { name: `${prefix}Mobile`, label: 'vio.field.mobile', kind: 'tel' },
  { name: `${prefix}Landline`, label: 'vio.field.landline', kind: 'tel' },
  { name: `${prefix}Fax`, label: 'vio.field.fax', kind: 'tel' },
  { name: `${prefix}Email`, label: 'vio.field.email', kind: 'email' },
  ...(withWebsite ? [{ name: `${prefix}WebSite`, label: 'vio.field.website' as const, kind: 'text' as const }] : []),
];

/** The sections of spec §2 "VIO profile" for one type, built from the shared layout (same fields the server checks). */
export const sectionsOf = (type: VioType): { name: SectionName; title: MessageId; fields: FieldSpec[] }[] => {
  const layout = vioProfileLayouts[type];
  const details: FieldSpec[] = [];
  if (layout.typeField) details.push({ name: layout.typeField.name, label: `vio.field.${layout.typeField.name}`, kind: 'choice', choices: layout.typeField.choices });
  if (layout.registrationId) details.push({ name: 'registrationId', label: 'vio.field.registrationId', kind: 'text' });
  if (layout.registrationDate) details.push({ name: 'registrationDate', label: 'vio.field.registrationDate', kind: 'date' });
  if (layout.numberOfEmployees) details.push({ name: 'numberOfEmployees', label: 'vio.field.numberOfEmployees', kind: 'choice', choices: vioEmployeeBands });
  if (layout.stateBody) {
    details.push({ name: 'releventDepartment', label: 'vio.field.releventDepartment', kind: 'text' });
    details.push({ name: 'releventMinistry', label: 'vio.field.releventMinistry', kind: 'text' });
  }
  details.push({ name: 'operationCommencedDate', label: 'vio.field.operationCommencedDate', kind: 'date' });
  const c = layout.contacts;
  return [
    { name: 'details', title: 'vio.profile.section.details', fields: details },
    {
      name: 'address',
      title: 'vio.profile.section.address',
      fields: [
        { name: 'addressLine1', label: 'vio.field.addressLine1', kind: 'text' },
        { name: 'addressLine2', label: 'vio.field.addressLine2', kind: 'text' },
        { name: 'location', label: 'vio.profile.section.address', kind: 'location' },
      ],
    },
    {
      name: 'contacts',
      title: 'vio.profile.section.contacts',
      fields: [
        { name: c.landline, label: 'vio.field.landline', kind: 'tel' },
        { name: c.mobile, label: 'vio.field.mobile', kind: 'tel' },
        { name: c.fax, label: 'vio.field.fax', kind: 'tel' },
        { name: c.email, label: 'vio.field.email', kind: 'email' },
        { name: c.website, label: 'vio.field.website', kind: 'text' },
      ],
    },
    { name: 'manager', title: 'vio.profile.section.manager', fields: person('manager', true) },
    { name: 'coordinator', title: 'vio.profile.section.coordinator', fields: person('coordinator', false) },
  ];
};

export const statusIntent = (status: string): Intent =>
  status === 'APPROVED' || status === 'TRANSFERRED' ? 'success' : status === 'REJECTED' ? 'danger' : status === 'PROFILECOMPLETED' ? 'warning' : 'primary';

export const StatusTag = ({ status }: { status: string }) => {
  const { t } = useT();
  const known = ['REGISTERED', 'EMAILVERYFIED', 'PROFILECOMPLETED', 'APPROVED', 'REJECTED', 'TRANSFERRED'].includes(status);
  return (
    <Tag round intent={statusIntent(status)} data-testid="vio-status" data-status={status}>
      {known ? t(`vio.status.${status}` as MessageId) : status}
    </Tag>
  );
};

export const StandingTag = ({ standing }: { standing: string }) => {
  const { t } = useT();
  const intent: Intent = standing === 'FUNCTIONING' ? 'success' : standing === 'SUSPENDED' ? 'warning' : 'danger';
  return (
    <Tag round minimal intent={intent} data-testid="vio-standing">
      {['FUNCTIONING', 'SUSPENDED', 'TERMINATED'].includes(standing) ? t(`vio.standing.${standing}` as MessageId) : standing}
    </Tag>
  );
};

/** A timestamp's Colombo day in the interface language (dd/MM/yyyy in English, spec §9), or '—'. */
export const useDayOf = () => {
  const format = useFormat();
  return (iso: string | null | undefined) => (iso ? format.dayOf(iso) : '—');
};

/** A submitted profile, read-only, section by section (admin views). */
export const ProfileDetails = ({ type, profile }: { type: VioType; profile: VioProfileValues }) => {
  const { t } = useT();
  const format = useFormat();
  const value = (field: FieldSpec) => {
    if (field.kind === 'location') return [profile.gnDivision, profile.divisionalSecretariat, profile.district].filter(Boolean).join(', ') || '—';
    const raw = profile[field.name] ?? '';
    if (!raw) return '—';
    if (field.kind === 'choice') return choiceText(t, raw);
    if (field.kind === 'date') return format.day(raw.slice(0, 10));
    return raw;
  };
  return (
    <div className="vio-details" data-testid="vio-profile-details">
      {sectionsOf(type).map((section) => (
        <section key={section.name} className="vio-details-section">
          <H5>{t(section.title)}</H5>
          <dl className="details">
            {section.fields.map((field) => (
              <div key={field.name} className="vio-details-row">
                <dt>{t(field.label)}</dt>
                <dd data-field={field.name}>{value(field)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
};

/** Shown while the organisation has not submitted a profile. */
export const NotSubmitted = () => {
  const { t } = useT();
  return (
    <Callout intent="primary" icon="info-sign">
      {t('vio.detail.notSubmitted')}
    </Callout>
  );
};

/** Admins who may approve VIOs (the VERIFY_VIOS permission; core admins hold every permission), as on the server. */
export const vioReviewerRule = rules.vioReviewer;
