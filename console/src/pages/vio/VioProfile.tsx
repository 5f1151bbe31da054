import { useEffect, useState } from 'react';
import { Button, Callout, Card, Checkbox, H2, H4, HTMLSelect } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { bit, hasBit, segmentOfVioType, vioProfileFieldNames, vioProfileSchemas, type VioProfileValues, type VioType } from '@nvp/events/browser';
import { api, errorText } from '../../api';
import { TextField, firstIssues, useSubmission, FormGroup } from '../../components/form';
import { LocationFields } from '../../components/LocationFields';
import { PageError, PageSpinner } from '../../components/PageState';
import { Avatar, ProfilePictureDialog } from '../../components/ProfilePicture';
import { RegistrationChip } from '../../components/RegistrationChip';
import { useGet } from '../../hooks';
import { useT } from '../../i18n';
import { useSession } from '../../session/SessionContext';
import { showToast } from '../../toaster';
import { PROFILE_INCOMPLETE_KEY } from '../VerifyEmail';
import { policyKeys, policyPath } from '../content/policies/policy';
import { choiceText, sectionsOf, StatusTag, type FieldSpec, type VioView } from '../../components/vio/shared';
import './vio.css';

/** Spec §4: the terms box is ticked and locked before the first submission, otherwise the VIO ticks it. */
const termsLockedFor = (status: string) => status === 'REGISTERED' || status === 'EMAILVERYFIED';

const emptyForm = (type: VioType, profile: VioProfileValues | null): VioProfileValues =>
  Object.fromEntries(vioProfileFieldNames(type).map((name) => [name, profile?.[name] ?? '']));

interface SaveResponse {
  message: string;
  token: string;
  data: { status: string; profile: VioProfileValues };
}

/** /vioprofile: the organisation's one form for its type; read-only until Edit, then Save and Cancel. */
export const VioProfile = () => {
  const { t } = useT();
  const { load } = useGet<VioView>('/api/vio/profile', t('error.generic'));
  if (load.state === 'loading') return <PageSpinner />;
  if (load.state === 'error') return <PageError message={load.message} testId="vio-profile-error" />;
  return <VioProfileEditor vio={load.data} />;
};

const VioProfileEditor = ({ vio }: { vio: VioView }) => {
  const { t, v } = useT();
  const { signIn } = useSession();
  const type = vio.type;
  const [status, setStatus] = useState(vio.status);
  const [saved, setSaved] = useState<VioProfileValues>(() => emptyForm(type, vio.profile));
  const [values, setValues] = useState<VioProfileValues>(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [attempted, setAttempted] = useState(false);
  const [editing, setEditing] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const [imageURL, setImageURL] = useState(vio.imageURL);
  const [pictureOpen, setPictureOpen] = useState(false);

  const termsLocked = termsLockedFor(status);
  const schema = vioProfileSchemas[type];
  const check = (next: VioProfileValues) => {
    const result = schema.safeParse(next);
    setErrors(result.success ? {} : firstIssues(result.error.issues));
    return result;
  };
  const update = (changes: VioProfileValues) => {
    const next = { ...values, ...changes };
    setValues(next);
    if (attempted) check(next);
  };

  const { busy, failure, setFailure, onSubmit: save } = useSubmission(
    () => {
      if (!editing || busy) return undefined;
      setAttempted(true);
      const result = check(values);
      return result.success ? result.data : undefined;
    },
    async (data) => {
      const response = await api<SaveResponse>(`/api/vio/profile-complete/${segmentOfVioType[type]}`, { method: 'PUT', body: data });
      const session = signIn(response.token);
      const nextValues = emptyForm(type, response.data.profile);
      setStatus(response.data.status);
      setSaved(nextValues);
      setValues(nextValues);
      setEditing(false);
      setAttempted(false);
      localStorage.removeItem(PROFILE_INCOMPLETE_KEY);
      // The server's wording, in the interface language: approved VIOs are not asked to wait.
      const approved = session ? hasBit(session.access, bit.VIO_APPROVED) : response.data.status === 'APPROVED';
      showToast(t(approved ? 'vio.profile.updated' : 'vio.profile.updatedAwaiting'), 'success', 'vio-profile-saved');
    },
    (error) => errorText(error, t('error.generic')),
    { onFailure: (message) => showToast(message, 'danger', 'vio-profile-failed') },
  );

  // After a refused Save, bring the first field with an error into view.
  useEffect(() => {
    if (attempted && Object.keys(errors).length) document.querySelector('.vio-form .bp6-intent-danger')?.scrollIntoView({ block: 'center' });
  }, [attempted, errors]);

  const startEditing = () => {
    setAgreed(false);
    setFailure(null);
    setEditing(true);
  };
  const cancel = () => {
    setValues(saved);
    setErrors({});
    setAttempted(false);
    setFailure(null);
    setEditing(false);
  };

  const readOnly = !editing || busy;
  const errorOf = (name: string) => (errors[name] ? v(errors[name]) : undefined);
  // Spec §4: the private-academia form keeps Save disabled until the terms are ticked; the others do not.
  const saveDisabled = type === 'PRIVATEACADEMIA' && !(termsLocked || agreed);

  const field = (spec: FieldSpec) => {
    if (spec.kind === 'location') {
      return (
        <LocationFields
          key="location"
          value={{ district: values.district, divisionalSecretariat: values.divisionalSecretariat, gnDivision: values.gnDivision }}
          onChange={(next) => update({ ...next })}
          disabled={readOnly}
          errors={{ district: errorOf('district'), divisionalSecretariat: errorOf('divisionalSecretariat'), gnDivision: errorOf('gnDivision') }}
        />
      );
    }
    if (spec.kind === 'choice') {
      const error = errorOf(spec.name);
      return (
        <FormGroup key={spec.name} label={t(spec.label)} labelFor={`field-${spec.name}`} intent={error ? 'danger' : 'none'} helperText={error}>
          <HTMLSelect
            id={`field-${spec.name}`}
            name={spec.name}
            fill
            value={values[spec.name]}
            disabled={readOnly}
            onChange={(event) => update({ [spec.name]: event.currentTarget.value })}
          >
            <option value="">{t('vio.profile.choose')}</option>
            {(spec.choices ?? []).map((choice) => (
              <option key={choice} value={choice}>
                {choiceText(t, choice)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
      );
    }
    return (
      <TextField
        key={spec.name}
        name={spec.name}
        label={t(spec.label)}
        value={values[spec.name]}
        error={errorOf(spec.name)}
        disabled={readOnly}
        type={spec.kind === 'date' ? 'date' : spec.kind === 'email' ? 'email' : spec.kind === 'tel' ? 'tel' : 'text'}
        inputMode={spec.kind === 'tel' ? 'numeric' : undefined}
        onChange={(event) => update({ [spec.name]: event.target.value })}
      />
    );
  };

  return (
    <div className="page page-medium vio-profile-page">
      <div className="page-header">
        <H2>{t('vio.profile.title')}</H2>
        {!editing ? <Button intent="primary" icon="edit" text={t('vio.profile.edit')} onClick={startEditing} data-testid="vio-profile-edit" /> : null}
      </div>

      <Card elevation={1} className="vio-head" data-testid="vio-profile-head">
        <div className="vio-head-picture">
          <Avatar imageURL={imageURL} name={vio.name} />
          <Button icon="camera" text={t('vio.profile.changePicture')} onClick={() => setPictureOpen(true)} data-testid="picture-open" />
        </div>
        <div className="vio-head-text">
          <H2 data-testid="vio-name">{vio.name}</H2>
          <div className="vio-tags">
            <RegistrationChip registrationNo={vio.registrationNo} />
            <span className="muted">{t(`vioType.${type}`)}</span>
            <StatusTag status={status} />
          </div>
          <div className="muted">{vio.email}</div>
        </div>
      </Card>
      <ProfilePictureDialog
        isOpen={pictureOpen}
        onClose={() => setPictureOpen(false)}
        onSaved={(url) => {
          setImageURL(url);
          setPictureOpen(false);
        }}
      />

      {status !== 'APPROVED' && status !== 'TRANSFERRED' ? (
        <Callout
          intent={status === 'REJECTED' ? 'danger' : status === 'PROFILECOMPLETED' ? 'primary' : 'warning'}
          icon="info-sign"
          className="form-callout"
          data-testid="vio-profile-status"
        >
          {t(`vio.profile.status.${status}` as 'vio.profile.status.EMAILVERYFIED')}
        </Callout>
      ) : null}

      <form onSubmit={save} noValidate className="vio-form" data-editing={editing ? 'true' : 'false'}>
        {sectionsOf(type).map((section) => (
          <Card key={section.name} elevation={0} className="vio-section" data-section={section.name}>
            <H4>{t(section.title)}</H4>
            <div className="vio-fields">{section.fields.map(field)}</div>
          </Card>
        ))}
        <Card elevation={0} className="vio-section" data-section="terms">
          <H4>{t('vio.profile.section.terms')}</H4>
          <p>{t('vio.profile.terms.text')}</p>
          {/* The documents' pages (issue 27), each in a new tab so the profile being edited stays as it is. */}
          <p>{t('vio.profile.terms.documents')}</p>
          <ul className="vio-terms-documents" data-testid="vio-terms-documents">
            {policyKeys.map((key) => (
              <li key={key}>
                <Link to={policyPath(key)} target="_blank" rel="noopener">
                  {t(`content.documents.${key}`)}
                  <span className="visually-hidden"> {t('policies.newTab')}</span>
                </Link>
              </li>
            ))}
            <li>
              <Link to="/aboutus" target="_blank" rel="noopener">
                {t('content.documents.engagement-guidelines')}
                <span className="visually-hidden"> {t('policies.newTab')}</span>
              </Link>
            </li>
          </ul>
          <Checkbox
            name="terms"
            checked={termsLocked || agreed}
            disabled={termsLocked || readOnly}
            onChange={(event) => setAgreed(event.currentTarget.checked)}
            label={t('vio.profile.terms.agree')}
          />
        </Card>
        {attempted && Object.keys(errors).length ? (
          <Callout intent="danger" icon="error" className="form-callout" data-testid="vio-profile-invalid">
            {t('vio.profile.fixErrors')}
          </Callout>
        ) : null}
        {failure ? (
          <Callout intent="danger" icon="error" className="form-callout" data-testid="vio-profile-failure">
            {failure}
          </Callout>
        ) : null}
        {editing ? (
          <div className="vio-actions">
            <Button icon="cross" text={t('vio.profile.cancel')} onClick={cancel} disabled={busy} data-testid="vio-profile-cancel" />
            <Button type="submit" intent="primary" icon="floppy-disk" loading={busy} disabled={saveDisabled} text={t('vio.profile.save')} data-testid="vio-profile-save" />
          </div>
        ) : null}
      </form>
    </div>
  );
};
