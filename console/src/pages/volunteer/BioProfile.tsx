import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, ButtonGroup, Callout, Card, Checkbox, H2, H4, H5, Tag } from '@blueprintjs/core';
import { Link, useNavigate } from 'react-router-dom';
import {
  degreeLevels,
  volunteerBioForm,
  volunteerBioFormValues,
  type Language,
  type VolunteerBioFormValues,
  type VolunteerBioRequest,
} from '@nvp/events/browser';
import { api, errorText } from '../../api';
import { CountryMultiSelect, CountrySelect } from '../../components/CountrySelect';
import { useSubmission } from '../../components/form';
import { LocationFields } from '../../components/LocationFields';
import { Avatar, ProfilePictureDialog } from '../../components/ProfilePicture';
import { useGet } from '../../hooks';
import { languages, useLanguage, useT, type MessageId } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { itemName, useVolunteerFormData, type VolunteerFormData } from '../../reference/hooks';
import { decodeJwt } from '../../session/token';
import { useSession } from '../../session/SessionContext';
import { announce, showToast } from '../../toaster';
import { BioChecks, BioFormProvider, BioSelect, BioText, BioYesNo, useBioForm, type Option } from './bio-fields';
import { useFormState } from '../../components/form-state';
import { useEnumText } from '../../components/volunteer/labels';
import { PageError, PageSpinner } from '../../components/PageState';
import { phoneUnverified, useStatusText } from '../../components/volunteer/shared';

/** GET /api/volunteer/bio/get */
export interface BioResponse {
  registerStatus: string;
  registrationNo: string | null;
  firstName: string;
  lastName: string;
  email: string;
  /** The NIC as registered (or as last saved in the bio). */
  nic: string | null;
  phoneNumber: string | null;
  imageURL: string | null;
  isRefereeFilled: boolean;
  /** When the bio, and with it the terms, was last saved. */
  bioSubmittedAt: string | null;
  bio: Partial<VolunteerBioRequest> | null;
}

/**
 * The form's first values: the saved bio, and where it has none (before the first save) the NIC and the name as
 * given at registration (issue 27: nobody should type them twice). "Name as in the NIC" starts as the first and
 * last name; the volunteer completes it as the NIC writes it.
 */
export const bioStartValues = (profile: Pick<BioResponse, 'firstName' | 'lastName' | 'nic' | 'bio'>): VolunteerBioFormValues => {
  const values = volunteerBioFormValues(profile.bio);
  if (!values.nic && profile.nic) values.nic = profile.nic;
  const registeredName = `${profile.firstName ?? ''} ${profile.lastName ?? ''}`.trim();
  if (!values.nameInNic && registeredName) values.nameInNic = registeredName;
  return values;
};

/** Spec §4: the terms box is ticked and locked for these statuses; otherwise it starts unticked. */
const termsLockedFor = (status: string) => status === 'EMAIL_UNVERIFIED' || status === 'BIO_INCOMPLETE';

/**
 * Policy documents of the terms block in the three languages. No PDF files exist yet: the links point at
 * the reference list on /aboutus (spec §2 lists the downloadable files there).
 */
const policies: { key: MessageId; anchor: string }[] = [
  { key: 'volunteer.bio.terms.conditions', anchor: 'conditions-of-service' },
  { key: 'volunteer.bio.terms.copyright', anchor: 'copyright-and-terms-of-use' },
  { key: 'volunteer.bio.terms.privacy', anchor: 'privacy-policy' },
];

const Section = ({ title, children, testId }: { title: MessageId; children: ReactNode; testId: string }) => {
  const { t } = useT();
  return (
    <Card elevation={1} className="bio-section" data-testid={testId}>
      <H4 className="bio-section-title">{t(title)}</H4>
      {children}
    </Card>
  );
};

const idOptions = <T extends { id: number | string }>(items: readonly T[] | undefined, language: Language, name: (item: T, language: Language) => string): Option[] =>
  (items ?? []).map((item) => ({ value: String(item.id), label: name(item, language) }));

/** The seven sections of the bio (spec §2), bound to the form through context. */
const BioSections = ({ formData }: { formData: VolunteerFormData }) => {
  const { t, language } = useT();
  const { options } = useEnumText();
  const { values, error, set, setFields, readOnly } = useBioForm();
  const named = (item: Parameters<typeof itemName>[0], lang: Language) => itemName(item, lang);
  const languageOptions = idOptions(formData.languages, language, named);
  const nationality = values.currentNationality;
  const foreign = nationality === 'Foreign' || nationality === 'Dual';
  const hasDegree = (degreeLevels as readonly string[]).includes(values.highestEducation);
  const employed = values.employmentStatus === 'EMPLOYED';

  return (
    <>
      <Section title="volunteer.bio.section.general" testId="bio-general">
        <div className="form-three-columns">
          <BioSelect field="title" label={t('volunteer.bio.title')} options={options('title')} />
          <BioText field="nameInNic" label={t('volunteer.bio.nameInNic')} />
          <BioText field="nic" label={t('volunteer.bio.nic')} maxLength={12} />
          <BioText field="dateOfBirth" type="date" label={t('volunteer.bio.dateOfBirth')} optional />
          <BioSelect field="gender" label={t('volunteer.bio.gender')} options={options('gender')} />
          <BioSelect field="civilStatus" label={t('volunteer.bio.civilStatus')} options={options('civilStatus')} />
          <BioText field="familyCount" label={t('volunteer.bio.familyCount')} type="number" />
          <CountrySelect
            name="countryOfBirth"
            label={t('volunteer.bio.countryOfBirth')}
            value={values.countryOfBirth}
            onChange={(id) => set('countryOfBirth', id)}
            disabled={readOnly}
            error={error('countryOfBirth')}
          />
          <BioSelect field="currentNationality" label={t('volunteer.bio.currentNationality')} options={options('nationality')} />
        </div>
        {foreign ? (
          <div className="form-three-columns">
            <CountryMultiSelect
              name="countries"
              label={t(nationality === 'Dual' ? 'volunteer.bio.countriesDual' : 'volunteer.bio.countriesForeign')}
              value={values.countries}
              max={nationality === 'Dual' ? 2 : 1}
              onChange={(ids) => set('countries', ids)}
              disabled={readOnly}
              error={error('countries')}
            />
            <BioText field="visaIssuedDate" type="date" label={t('volunteer.bio.visaIssuedDate')} optional />
            <BioText field="visaExpiryDate" type="date" label={t('volunteer.bio.visaExpiryDate')} optional />
          </div>
        ) : null}
      </Section>

      <Section title="volunteer.bio.section.contact" testId="bio-contact">
        <H5>{t('volunteer.bio.permanentAddress')}</H5>
        <div className="form-three-columns">
          <BioText field="permanentDoorNo" label={t('volunteer.bio.doorNo')} />
          <BioText field="permanentStreet" label={t('volunteer.bio.street')} />
          <BioText field="permanentArea" label={t('volunteer.bio.area')} />
        </div>
        <div className="section-header">
          <H5>{t('volunteer.bio.residentialAddress')}</H5>
          {!readOnly ? (
            <Button
              size="small"
              variant="minimal"
              icon="duplicate"
              text={t('volunteer.bio.sameAddress')}
              onClick={() =>
                setFields({ residentialDoorNo: values.permanentDoorNo, residentialStreet: values.permanentStreet, residentialArea: values.permanentArea })
              }
            />
          ) : null}
        </div>
        <div className="form-three-columns">
          <BioText field="residentialDoorNo" label={t('volunteer.bio.doorNo')} />
          <BioText field="residentialStreet" label={t('volunteer.bio.street')} />
          <BioText field="residentialArea" label={t('volunteer.bio.area')} />
        </div>
        <H5>{t('volunteer.bio.contributeLocation')}</H5>
        <div className="form-three-columns">
          <LocationFields
            value={{ district: values.contributeDistrict, divisionalSecretariat: values.contributeDivisionalSecretariat, gnDivision: values.contributegnDivision }}
            onChange={(next) =>
              setFields({ contributeDistrict: next.district, contributeDivisionalSecretariat: next.divisionalSecretariat, contributegnDivision: next.gnDivision })
            }
            names={{ district: 'contributeDistrict', divisionalSecretariat: 'contributeDivisionalSecretariat', gnDivision: 'contributegnDivision' }}
            errors={{ district: error('contributeDistrict'), divisionalSecretariat: error('contributeDivisionalSecretariat'), gnDivision: error('contributegnDivision') }}
            disabled={readOnly}
          />
        </div>
        <H5>{t('volunteer.bio.phones')}</H5>
        <div className="form-two-columns">
          <BioText field="contactResidence" type="tel" maxLength={10} label={t('volunteer.bio.contactResidence')} />
          <BioText field="contactOffice" type="tel" maxLength={10} label={t('volunteer.bio.contactOffice')} />
          <BioText field="contactAlternate" type="tel" maxLength={10} label={t('volunteer.bio.contactAlternate')} optional />
          <BioText field="contactFax" type="tel" maxLength={10} label={t('volunteer.bio.contactFax')} optional />
        </div>
      </Section>

      <Section title="volunteer.bio.section.languages" testId="bio-languages">
        <div className="form-two-columns">
          <BioSelect field="firstLanguage" label={t('volunteer.bio.firstLanguage')} options={languageOptions} />
          <BioSelect field="preferredLanguage" label={t('volunteer.bio.preferredLanguage')} options={languageOptions} />
        </div>
        <BioChecks field="otherLanguages" label={t('volunteer.bio.otherLanguages')} options={languageOptions} />
        <div className="form-three-columns">
          <BioSelect field="writingPerformance" label={t('volunteer.bio.writingPerformance')} options={options('performance')} />
          <BioSelect field="readingPerformance" label={t('volunteer.bio.readingPerformance')} options={options('performance')} />
          <BioSelect field="speakingPerformance" label={t('volunteer.bio.speakingPerformance')} options={options('performance')} />
        </div>
      </Section>

      <Section title="volunteer.bio.section.education" testId="bio-education">
        <div className="form-three-columns">
          <BioSelect field="highestEducation" label={t('volunteer.bio.highestEducation')} options={options('education')} />
          {hasDegree ? (
            <>
              <BioText field="degreeTitle" label={t('volunteer.bio.degreeTitle')} maxLength={255} />
              <BioText field="degreeInstitute" label={t('volunteer.bio.degreeInstitute')} maxLength={255} />
            </>
          ) : null}
        </div>
      </Section>

      <Section title="volunteer.bio.section.employment" testId="bio-employment">
        <div className="form-three-columns">
          <BioSelect field="employmentStatus" label={t('volunteer.bio.employmentStatus')} options={options('employmentStatus')} />
          {employed ? (
            <>
              <BioSelect field="employmentSector" label={t('volunteer.bio.employmentSector')} options={options('sector')} />
              <BioText field="employmentTitle" label={t('volunteer.bio.employmentTitle')} maxLength={255} />
            </>
          ) : null}
        </div>
        <BioChecks field="employmentArea" label={t('volunteer.bio.employmentArea')} options={idOptions(formData.ares_of_expertise, language, named)} />
      </Section>

      <Section title="volunteer.bio.section.skills" testId="bio-skills">
        <div className="form-three-columns">
          <BioSelect field="communicationSkill" label={t('volunteer.bio.communicationSkill')} options={options('skillLevel')} />
          <BioSelect field="computerLiteracySkill" label={t('volunteer.bio.computerLiteracySkill')} options={options('skillLevel')} />
          <BioSelect field="socialMediaInteractionSkill" label={t('volunteer.bio.socialMediaInteractionSkill')} options={options('skillLevel')} />
        </div>
        <BioChecks field="specialSkills" label={t('volunteer.bio.specialSkills')} options={idOptions(formData.skills, language, named)} />
        <BioChecks
          field="skillsToObtain"
          label={t('volunteer.bio.skillsToObtain')}
          helper={t('volunteer.bio.skillsToObtainHelp')}
          max={3}
          options={idOptions(formData.skills, language, named)}
        />
        <BioText field="otherSkills" multiline label={t('volunteer.bio.otherSkills')} optional />
        <BioYesNo field="drivingLiscence" label={t('volunteer.bio.drivingLiscence')} />
      </Section>

      <Section title="volunteer.bio.section.volunteering" testId="bio-volunteering">
        <BioChecks
          field="areasOfVolunteering"
          label={t('volunteer.bio.areasOfVolunteering')}
          options={idOptions(formData.preferred_areas_of_volunteering, language, named)}
        />
        <BioYesNo field="emergencyWill" label={t('volunteer.bio.emergencyWill')} />
        <BioYesNo field="emergencyPast" label={t('volunteer.bio.emergencyPast')} />
        {values.emergencyPast === 'yes' ? <BioText field="emergencyPastDescription" multiline label={t('volunteer.bio.emergencyPastDescription')} /> : null}
        <BioYesNo field="specialCondition" label={t('volunteer.bio.specialCondition')} />
        {values.specialCondition === 'yes' ? <BioText field="specialConditionDetails" multiline label={t('volunteer.bio.specialConditionDetails')} /> : null}
        <BioYesNo field="disabled" label={t('volunteer.bio.disabled')} />
        <BioYesNo field="convicted" label={t('volunteer.bio.convicted')} />
        {values.convicted === 'yes' ? <BioText field="convictionDetails" multiline label={t('volunteer.bio.convictionDetails')} /> : null}
        <BioYesNo field="abuse" label={t('volunteer.bio.abuse')} />
      </Section>
    </>
  );
};

/** Spec §2 "banner that forms exist in several languages": switch the interface language in place. */
const LanguageBanner = () => {
  const { t } = useT();
  const { language, setLanguage } = useLanguage();
  return (
    <Callout intent="primary" icon="translate" className="banner" data-testid="bio-languages-banner">
      <div className="banner-row">
        <span>{t('volunteer.bio.languagesBanner')}</span>
        <ButtonGroup>
          {languages.map((l) => (
            <Button key={l} size="small" active={l === language} text={t(`lang.${l}`)} onClick={() => setLanguage(l)} />
          ))}
        </ButtonGroup>
      </div>
    </Callout>
  );
};

/** `agreedAt`: shown under the box when the volunteer agreed by saving (the ISO time, or null when not known). */
const TermsBlock = ({ checked, locked, agreedAt, onChange }: { checked: boolean; locked: boolean; agreedAt?: string | null; onChange: (checked: boolean) => void }) => {
  const { t } = useT();
  const { dayOf } = useFormat();
  return (
    <Card elevation={1} className="bio-section" data-testid="bio-terms">
      <H4 className="bio-section-title">{t('volunteer.bio.terms.title')}</H4>
      <p>{t('volunteer.bio.terms.text')}</p>
      <ul className="policy-list">
        {policies.map((policy) => (
          <li key={policy.anchor}>
            <span>{t(policy.key)}: </span>
            {languages.map((l, i) => (
              <span key={l}>
                {i > 0 ? ' · ' : null}
                <Link to={`/aboutus#${policy.anchor}-${l}`} hrefLang={l}>
                  {t(`lang.${l}`)}
                </Link>
              </span>
            ))}
          </li>
        ))}
      </ul>
      <Checkbox name="terms" checked={checked} disabled={locked} onChange={(event) => onChange(event.currentTarget.checked)} label={t('volunteer.bio.terms.agree')} />
      {agreedAt !== undefined ? (
        <p className="muted terms-agreed" data-testid="bio-terms-agreed">
          {agreedAt ? t('volunteer.bio.terms.agreedOn', { date: dayOf(agreedAt) }) : t('volunteer.bio.terms.agreed')}
        </p>
      ) : null}
    </Card>
  );
};

/** The bio editor over a loaded profile: read-only first (editable at once while the bio is incomplete). */
const BioEditor = ({ profile, formData }: { profile: BioResponse; formData: VolunteerFormData }) => {
  const { t, v } = useT();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const { volunteerStatus } = useStatusText();
  const [status, setStatus] = useState(profile.registerStatus);
  const [saved, setSaved] = useState<VolunteerBioFormValues>(() => bioStartValues(profile));
  const form = useFormState(volunteerBioForm, () => saved);
  const [editing, setEditing] = useState(status === 'BIO_INCOMPLETE');
  const [agreed, setAgreed] = useState(false);
  // The terms were agreed to with the last save: when (null if the read model has no date), or undefined if never.
  const [agreedAt, setAgreedAt] = useState<string | null | undefined>(profile.bio ? (profile.bioSubmittedAt ?? null) : undefined);
  const [confirmed, setConfirmed] = useState(false);
  const confirmation = useRef<HTMLDivElement>(null);
  const [invalid, setInvalid] = useState(false);
  const [imageURL, setImageURL] = useState(profile.imageURL);
  const [pictureOpen, setPictureOpen] = useState(false);

  const termsLocked = termsLockedFor(status);
  const mustVerifyPhone = phoneUnverified(status);
  const fullName = `${profile.firstName} ${profile.lastName}`.trim();

  const { busy, failure, setFailure, onSubmit: save } = useSubmission(
    () => {
      if (!editing || mustVerifyPhone) return undefined;
      const data = form.validate();
      setInvalid(!data);
      return data;
    },
    async (data) => {
      const response = await api<{ message: string; token: string }>('/api/volunteer/bio/submit', { method: 'POST', body: data });
      const session = response.token ? signIn(response.token) : null;
      const nextStatus = session?.status ?? decodeJwt<{ status?: string }>(response.token ?? '')?.status;
      if (nextStatus) setStatus(nextStatus);
      // What the server stored: answers that no longer apply (hidden fields) were dropped by the schema.
      const stored = volunteerBioFormValues(data);
      setSaved(stored);
      form.reset(stored);
      setEditing(false);
      setAgreedAt(new Date().toISOString());
      setConfirmed(true);
      // Heard through the polite live region; seen (and focused) at the top of the page, below.
      announce(t('volunteer.bio.saved'));
    },
    (error) => errorText(error, t('error.generic')),
    { onFailure: (message) => showToast(message, 'danger', 'bio-save-failed') },
  );

  // After a save, the confirmation at the top takes the focus (the Save button it replaces is gone): the
  // volunteer sees it without scrolling back up, and a keyboard user goes on from the top of the page.
  useEffect(() => {
    if (confirmed) confirmation.current?.focus();
  }, [confirmed]);

  // After a failed Save, bring the first field with an error into view.
  useEffect(() => {
    if (invalid) document.querySelector('.bio-form .bp6-form-group.bp6-intent-danger')?.scrollIntoView({ block: 'center' });
  }, [invalid]);

  const startEditing = () => {
    setAgreed(false);
    setConfirmed(false);
    setFailure(null);
    setEditing(true);
  };
  const cancel = () => {
    form.reset(saved);
    setFailure(null);
    setInvalid(false);
    setEditing(false);
  };

  const binding = {
    values: form.values,
    error: (field: string) => (form.errors[field] ? v(form.errors[field]) : undefined),
    set: form.setValue,
    setFields: form.setFields,
    readOnly: !editing || busy,
  };

  return (
    <div className="page bio-page">
      {confirmed ? (
        <div ref={confirmation} tabIndex={-1} className="bio-confirmation">
          <Callout intent="success" icon="tick-circle" data-testid="bio-saved">
            {t('volunteer.bio.saved')}
          </Callout>
        </div>
      ) : null}
      <LanguageBanner />
      <div className="page-header">
        <H2>{t('volunteer.bio.pageTitle')}</H2>
        {!editing && !mustVerifyPhone ? <Button intent="primary" icon="edit" text={t('common.edit')} onClick={startEditing} data-testid="bio-edit" /> : null}
      </div>

      <Card elevation={1} className="bio-head" data-testid="bio-head">
        <div className="bio-picture">
          <Avatar imageURL={imageURL} size={200} name={fullName} />
          <Button icon="camera" text={t('volunteer.bio.changePicture')} onClick={() => setPictureOpen(true)} data-testid="picture-open" />
        </div>
        <dl className="details">
          <dt>{t('volunteer.bio.name')}</dt>
          <dd data-testid="bio-name">{fullName}</dd>
          <dt>{t('volunteer.registrationNo')}</dt>
          <dd>{profile.registrationNo ?? '—'}</dd>
          <dt>{t('volunteer.email')}</dt>
          <dd>{profile.email}</dd>
          <dt>{t('volunteer.phoneNumber')}</dt>
          <dd>{profile.phoneNumber ?? '—'}</dd>
          <dt>{t('volunteer.registerStatus')}</dt>
          <dd>
            <Tag round intent={status === 'FULLY_REGISTERED' ? 'success' : 'primary'} data-testid="bio-status" data-status={status}>
              {volunteerStatus(status)}
            </Tag>
          </dd>
        </dl>
      </Card>
      <ProfilePictureDialog
        isOpen={pictureOpen}
        onClose={() => setPictureOpen(false)}
        onSaved={(url) => {
          setImageURL(url);
          setPictureOpen(false);
        }}
      />

      {mustVerifyPhone ? <VerifyPhoneCallout email={profile.email} emailUnverified={status === 'EMAIL_UNVERIFIED'} /> : null}

      <form onSubmit={save} noValidate className="bio-form" data-editing={editing ? 'true' : 'false'}>
        <BioFormProvider value={binding}>
          <BioSections formData={formData} />
        </BioFormProvider>
        <TermsBlock
          checked={termsLocked || (editing ? agreed : agreedAt !== undefined)}
          locked={termsLocked || !editing || busy}
          agreedAt={editing ? undefined : agreedAt}
          onChange={setAgreed}
        />
        {invalid && Object.keys(form.errors).length > 0 ? (
          <Callout intent="danger" icon="error" className="form-callout" data-testid="bio-invalid">
            {t('volunteer.bio.invalid', { count: Object.keys(form.errors).length })}
          </Callout>
        ) : null}
        {failure ? (
          <Callout intent="danger" icon="error" className="form-callout" data-testid="bio-error">
            {failure}
          </Callout>
        ) : null}
        {mustVerifyPhone ? (
          <VerifyPhoneCallout email={profile.email} emailUnverified={status === 'EMAIL_UNVERIFIED'} />
        ) : editing ? (
          <div className="form-actions">
            <Button icon="cross" text={t('volunteer.cancel')} onClick={cancel} disabled={busy} data-testid="bio-cancel" />
            <Button type="submit" intent="primary" icon="floppy-disk" loading={busy} disabled={!(termsLocked || agreed)} text={t('volunteer.save')} data-testid="bio-save" />
          </div>
        ) : (
          <div className="form-actions">
            <Button icon="home" text={t('volunteer.goHome')} onClick={() => navigate('/volunteerHome')} />
          </div>
        )}
      </form>
    </div>
  );
};

const VerifyPhoneCallout = ({ email, emailUnverified }: { email: string; emailUnverified: boolean }) => {
  const { t } = useT();
  const navigate = useNavigate();
  return (
    <Callout intent="warning" icon="mobile-phone" className="banner" data-testid="bio-verify-phone">
      <div className="banner-row">
        <span>{t(emailUnverified ? 'volunteer.bio.verifyEmailFirst' : 'volunteer.bio.verifyPhoneFirst')}</span>
        <Button intent="warning" icon="mobile-phone" text={t('volunteer.home.verifyPhoneButton')} onClick={() => navigate(`/verifyMobile/${encodeURIComponent(email)}`)} />
      </div>
    </Callout>
  );
};

/** /profile: the volunteer's bio profile (spec §2 "Bio profile", §3, §4, §5). */
export const BioProfile = () => {
  const { t } = useT();
  const { load } = useGet<BioResponse>('/api/volunteer/bio/get', t('error.generic'));
  const formData = useVolunteerFormData();
  if (load.state === 'error') return <PageError message={load.message} />;
  if (formData.error) return <PageError message={errorText(formData.error, t('error.generic'))} />;
  if (load.state === 'loading' || !formData.data) return <PageSpinner />;
  return <BioEditor profile={load.data} formData={formData.data} />;
};
