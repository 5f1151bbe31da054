import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, ButtonGroup, Callout, Card, Checkbox, H2, H4, Tag } from '@blueprintjs/core';
import { Link, useNavigate } from 'react-router-dom';
import { volunteerBioForm, volunteerBioFormValues, type BioSectionId, type VolunteerBioFormValues, type VolunteerBioRequest } from '@nvp/events/browser';
import { api, errorText } from '../../api';
import { firstIssues, useSubmission } from '../../components/form';
import { Avatar, ProfilePictureDialog } from '../../components/ProfilePicture';
import { useGet } from '../../hooks';
import { languages, useLanguage, useT, type MessageId } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { useVolunteerFormData, type VolunteerFormData } from '../../reference/hooks';
import { decodeJwt } from '../../session/token';
import { useSession } from '../../session/SessionContext';
import { announce, showToast } from '../../toaster';
import { BioFormProvider } from './bio-fields';
import { BioSections } from './BioSections';
import { StepHeading, STEP_COUNT, stepOfFirstError, useBioSteps, usePhoneLayout } from './BioSteps';
import { useFormState } from '../../components/form-state';
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
  /** The first bio's sections saved so far (a phone's steps, issue 27) and their values; null when none. */
  draft?: { sections: BioSectionId[]; bio: Partial<VolunteerBioRequest> } | null;
}

/**
 * The form's first values: the saved bio, else the draft of its sections saved so far (issue 27), and where neither
 * has them the NIC and the name as given at registration (issue 27: nobody should type them twice). "Name as in the
 * NIC" starts as the first and last name; the volunteer completes it as the NIC writes it.
 */
export const bioStartValues = (profile: Pick<BioResponse, 'firstName' | 'lastName' | 'nic' | 'bio' | 'draft'>): VolunteerBioFormValues => {
  const values = volunteerBioFormValues(profile.bio ?? profile.draft?.bio);
  if (!values.nic && profile.nic) values.nic = profile.nic;
  const registeredName = `${profile.firstName ?? ''} ${profile.lastName ?? ''}`.trim();
  if (!values.nameInNic && registeredName) values.nameInNic = registeredName;
  return values;
};

/** Spec §4: the terms box is ticked and locked for these statuses; otherwise it starts unticked. */
const termsLockedFor = (status: string) => status === 'EMAIL_UNVERIFIED' || status === 'BIO_INCOMPLETE';

/**
 * Policy documents of the terms block in the three languages: each link opens the document's page
 * (/policies/<anchor>, issue 27) in that language.
 */
const policies: { key: MessageId; anchor: string }[] = [
  { key: 'volunteer.bio.terms.conditions', anchor: 'conditions-of-service' },
  { key: 'volunteer.bio.terms.copyright', anchor: 'copyright-and-terms-of-use' },
  { key: 'volunteer.bio.terms.privacy', anchor: 'privacy-policy' },
];

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
const TermsBlock = ({
  checked,
  locked,
  agreedAt,
  onChange,
  heading,
}: {
  checked: boolean;
  locked: boolean;
  agreedAt?: string | null;
  onChange: (checked: boolean) => void;
  /** The last step's heading on a phone (in place of the block's title). */
  heading?: ReactNode;
}) => {
  const { t } = useT();
  const { dayOf } = useFormat();
  return (
    <Card elevation={1} className="bio-section" data-testid="bio-terms">
      {heading ?? <H4 className="bio-section-title">{t('volunteer.bio.terms.title')}</H4>}
      {heading ? <p data-testid="bio-steps-finish">{t('volunteer.bio.steps.finish')}</p> : null}
      <p>{t('volunteer.bio.terms.text')}</p>
      <ul className="policy-list">
        {policies.map((policy) => (
          <li key={policy.anchor}>
            <span>{t(policy.key)}: </span>
            {languages.map((l, i) => (
              <span key={l}>
                {i > 0 ? ' · ' : null}
                {/* A new tab: the bio being edited stays as it is. */}
                <Link to={`/policies/${policy.anchor}?lang=${l}`} hrefLang={l} target="_blank" rel="noopener">
                  {t(`lang.${l}`)}
                  <span className="visually-hidden"> {t('policies.newTab')}</span>
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

  // Issue 27: on a phone the first bio is filled in steps, each section saved as a draft when it is finished; the
  // volunteer may still choose the whole form. A saved bio is edited whole.
  const phone = usePhoneLayout();
  const [wholeForm, setWholeForm] = useState(false);
  const steps = useBioSteps({ values: form.values, setFields: form.setFields, initiallySaved: profile.draft?.sections ?? [] });
  const stepwise = phone && editing && status === 'BIO_INCOMPLETE';
  const inSteps = stepwise && !wholeForm;
  const lastStep = steps.step === STEP_COUNT - 1;

  const { busy, failure, setFailure, onSubmit: save } = useSubmission(
    () => {
      if (!editing || mustVerifyPhone) return undefined;
      const data = form.validate();
      setInvalid(!data);
      // A section that fails the whole bio's check (not expected: each was checked when saved): back to its step.
      if (!data && inSteps) {
        const whole = volunteerBioForm.safeParse(form.values);
        const at = whole.success ? undefined : stepOfFirstError(firstIssues(whole.error.issues));
        if (at !== undefined) steps.goTo(at);
      }
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
    error: (field: string) => {
      const key = (inSteps ? steps.errors[field] : undefined) ?? form.errors[field];
      return key ? v(key) : undefined;
    },
    set: form.setValue,
    setFields: form.setFields,
    readOnly: !editing || busy || (inSteps && steps.busy),
  };
  const stepHeading = <StepHeading step={steps.step} saved={!!steps.section && steps.saved.has(steps.section)} headingRef={steps.heading} />;

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

      {stepwise ? (
        <div className="bio-steps-switch">
          <Button
            variant="minimal"
            icon={wholeForm ? 'layers' : 'list'}
            text={t(wholeForm ? 'volunteer.bio.steps.stepByStep' : 'volunteer.bio.steps.wholeForm')}
            onClick={() => setWholeForm((whole) => !whole)}
            data-testid={wholeForm ? 'bio-step-by-step' : 'bio-whole-form'}
          />
        </div>
      ) : null}

      <form
        onSubmit={inSteps && !lastStep ? steps.onSubmit : save}
        noValidate
        className="bio-form"
        data-editing={editing ? 'true' : 'false'}
        data-steps={inSteps ? 'true' : undefined}
      >
        <BioFormProvider value={binding}>
          {inSteps ? lastStep ? null : <BioSections formData={formData} only={steps.section} heading={stepHeading} /> : <BioSections formData={formData} />}
        </BioFormProvider>
        {!inSteps || lastStep ? (
          <TermsBlock
            checked={termsLocked || (editing ? agreed : agreedAt !== undefined)}
            locked={termsLocked || !editing || busy}
            agreedAt={editing ? undefined : agreedAt}
            onChange={setAgreed}
            heading={inSteps ? stepHeading : undefined}
          />
        ) : null}
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
        {inSteps && !lastStep && steps.failure ? (
          <Callout intent="danger" icon="error" className="form-callout" data-testid="bio-step-error">
            {steps.failure}
          </Callout>
        ) : null}
        {mustVerifyPhone ? (
          <VerifyPhoneCallout email={profile.email} emailUnverified={status === 'EMAIL_UNVERIFIED'} />
        ) : inSteps ? (
          <div className="form-actions bio-step-actions">
            {steps.step > 0 ? <Button icon="arrow-left" text={t('volunteer.bio.steps.back')} onClick={steps.back} disabled={busy || steps.busy} data-testid="bio-step-back" /> : null}
            {lastStep ? (
              <Button type="submit" intent="primary" icon="floppy-disk" loading={busy} disabled={!(termsLocked || agreed)} text={t('volunteer.save')} data-testid="bio-save" />
            ) : (
              <Button type="submit" intent="primary" rightIcon="arrow-right" loading={steps.busy} text={t('volunteer.bio.steps.saveContinue')} data-testid="bio-step-next" />
            )}
          </div>
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
