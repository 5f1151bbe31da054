import { useState, type FormEvent } from 'react';
import { Button, Card, Checkbox, FormGroup, H2, HTMLSelect, TextArea } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { emergencyOpportunityRequest } from '@nvp/events/browser';
import { api, errorText } from '../../api';
import { firstIssues, TextField } from '../../components/form';
import { LocationFields } from '../../components/LocationFields';
import { itemName, useVolunteerFormData } from '../../reference/hooks';
import { useT, type MessageId } from '../../i18n';
import { useResult } from './shared';

const today = () => new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
const texts = ['title', 'supervisorName', 'supervisorLandline', 'supervisorMobile', 'supervisorEmail', 'location'] as const;
const longTexts = ['descriptionEnglish', 'descriptionSinhala', 'descriptionTamil'] as const;
const smsTexts = ['descriptionSMSEnglish', 'descriptionSMSSinhala', 'descriptionSMSTamil'] as const;

/** /createEmergencyVO: spec §5 emergency opportunity form, checked on change with the API's own schema. */
export const CreateEmergencyOpportunity = () => {
  const { t, v, language } = useT();
  const navigate = useNavigate();
  const formData = useVolunteerFormData();
  const [values, setValues] = useState<Record<string, string>>({ noOfVolunteers: '1', category: '', startDate: '', endDate: '' });
  const [place, setPlace] = useState({ district: '', divisionalSecretariat: '', gnDivision: '' });
  const [sdgs, setSdgs] = useState<number[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const { setResult, view } = useResult();

  const body = (next = values, nextPlace = place, nextSdgs = sdgs) => ({ ...next, ...nextPlace, category: next.category ? [next.category] : [], sdgNumbers: nextSdgs, coreFunctions: [] });
  const check = (candidate: ReturnType<typeof body>) => {
    const parsed = emergencyOpportunityRequest(today()).safeParse(candidate);
    setErrors(parsed.success ? {} : firstIssues(parsed.error.issues));
    return parsed;
  };
  const set = (name: string, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (attempted) check(body(next));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const parsed = check(body());
    if (!parsed.success) return;
    setBusy(true);
    try {
      const created = await api<{ id: string }>('/api/emergency-login/opportunity/create', { method: 'POST', body: body() });
      void navigate(`/emg-VolunteerOpportunity/${created.id}`);
    } catch (error) {
      setResult({ intent: 'danger', text: errorText(error) });
    } finally {
      setBusy(false);
    }
  };
  const error = (name: string) => errors[name] && v(errors[name]);
  const label = (name: string) => t(`emergency.field.${name}` as MessageId);
  return (
    <div className="page page-narrow">
      <H2>{t('emergency.create.title')}</H2>
      <Card elevation={1}>
        {view}
        <form onSubmit={submit} noValidate>
          {texts.map((name) => (
            <TextField key={name} name={name} label={label(name)} value={values[name] ?? ''} error={error(name)} onChange={(e) => set(name, e.target.value)} />
          ))}
          <FormGroup label={label('category')} labelFor="field-category" intent={errors.category ? 'danger' : 'none'} helperText={error('category')}>
            <HTMLSelect id="field-category" name="category" fill value={values.category} onChange={(e) => set('category', e.currentTarget.value)}
              options={[{ value: '', label: '—' }, ...(formData.data?.preferred_areas_of_volunteering ?? []).map((a) => ({ value: String(a.id), label: itemName(a, language) }))]} />
          </FormGroup>
          <TextField name="noOfVolunteers" inputMode="numeric" label={label('noOfVolunteers')} value={values.noOfVolunteers} error={error('noOfVolunteers')} onChange={(e) => set('noOfVolunteers', e.target.value.replace(/\D/g, ''))} />
          <LocationFields value={place} errors={{ district: error('district'), divisionalSecretariat: error('divisionalSecretariat'), gnDivision: error('gnDivision') }}
            onChange={(next) => { setPlace(next); if (attempted) check(body(values, next)); }} />
          <TextField name="startDate" type="date" label={label('startDate')} value={values.startDate} error={error('startDate')} onChange={(e) => set('startDate', e.target.value)} />
          <TextField name="endDate" type="date" label={label('endDate')} value={values.endDate} error={error('endDate')} onChange={(e) => set('endDate', e.target.value)} />
          <FormGroup label={label('sdgNumbers')} intent={errors.sdgNumbers ? 'danger' : 'none'} helperText={error('sdgNumbers')}>
            <div className="emg-sdgs">
              {Array.from({ length: 17 }, (_, i) => i + 1).map((n) => (
                <Checkbox key={n} inline name="sdgNumbers" label={`SDG ${n}`} checked={sdgs.includes(n)} onChange={() => {
                  const next = sdgs.includes(n) ? sdgs.filter((s) => s !== n) : [...sdgs, n];
                  setSdgs(next);
                  if (attempted) check(body(values, place, next));
                }} />
              ))}
            </div>
          </FormGroup>
          {[...longTexts, ...smsTexts].map((name) => (
            <FormGroup key={name} label={label(name)} labelFor={`field-${name}`} intent={errors[name] ? 'danger' : 'none'} helperText={error(name)}>
              <TextArea id={`field-${name}`} name={name} fill value={values[name] ?? ''} onChange={(e) => set(name, e.target.value)} />
            </FormGroup>
          ))}
          <Button type="submit" intent="primary" icon="add" text={t('emergency.create')} loading={busy} data-testid="emg-create-submit" />
        </form>
      </Card>
    </div>
  );
};
