import { useState, type FormEvent } from 'react';
import { Button, Callout, Collapse, FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import { newsRequest } from '@nvp/events/browser';
import { firstIssues } from '../../components/form';
import { useT, type MessageId } from '../../i18n';

export interface NewsValues {
  title: string;
  body: string;
  titleSinhala: string;
  bodySinhala: string;
  titleTamil: string;
  bodyTamil: string;
}
export const emptyNews: NewsValues = { title: '', body: '', titleSinhala: '', bodySinhala: '', titleTamil: '', bodyTamil: '' };

const TextAreaField = ({ name, label, value, error, onChange, idPrefix }: { name: string; label: string; value: string; error?: string; onChange: (v: string) => void; idPrefix: string }) => (
  <FormGroup label={label} labelFor={`${idPrefix}-${name}`} helperText={error} intent={error ? 'danger' : 'none'}>
    <TextArea id={`${idPrefix}-${name}`} name={name} value={value} fill autoResize rows={4} intent={error ? 'danger' : 'none'} onChange={(e) => onChange(e.currentTarget.value)} />
  </FormGroup>
);

/**
 * The news form (spec: Title, Message, SAVE) with the optional Sinhala and Tamil versions under a toggle.
 * Validated with the shared schema; `onSave` gets the parsed request.
 */
export const NewsForm = ({ initial, onSave, idPrefix, failure }: { initial: NewsValues; onSave: (values: NewsValues) => Promise<boolean>; idPrefix: string; failure?: string | null }) => {
  const { t, v } = useT();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [translations, setTranslations] = useState(Boolean(initial.titleSinhala || initial.bodySinhala || initial.titleTamil || initial.bodyTamil));

  const check = (next: NewsValues) => {
    const parsed = newsRequest.safeParse(next);
    setErrors(parsed.success ? {} : firstIssues(parsed.error.issues));
    return parsed.success;
  };
  const set = (field: keyof NewsValues) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (attempted) check(next);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (!check(values)) return;
    setBusy(true);
    const saved = await onSave(values);
    setBusy(false);
    if (saved && initial === emptyNews) {
      setValues(emptyNews);
      setAttempted(false);
      setTranslations(false);
    }
  };
  const text = (field: keyof NewsValues, label: MessageId) => (
    // Ids carry the form's prefix: the create form and every open row's form share the page.
    <FormGroup label={t(label)} labelFor={`${idPrefix}-${field}`} helperText={errors[field] && v(errors[field])} intent={errors[field] ? 'danger' : 'none'}>
      <InputGroup id={`${idPrefix}-${field}`} name={field} value={values[field]} fill intent={errors[field] ? 'danger' : 'none'} onChange={(e) => set(field)(e.target.value)} />
    </FormGroup>
  );
  const area = (field: keyof NewsValues, label: MessageId) => (
    <TextAreaField name={field} idPrefix={idPrefix} label={t(label)} value={values[field]} error={errors[field] && v(errors[field])} onChange={set(field)} />
  );
  return (
    <form onSubmit={submit} noValidate data-testid={`${idPrefix}-form`}>
      {failure ? (
        <Callout intent="danger" className="form-callout" role="alert">
          {failure}
        </Callout>
      ) : null}
      {text('title', 'content.news.fieldTitle')}
      {area('body', 'content.news.fieldMessage')}
      <Button variant="minimal" icon={translations ? 'chevron-down' : 'chevron-right'} text={t('content.news.translations')} aria-expanded={translations} onClick={() => setTranslations((o) => !o)} />
      <Collapse isOpen={translations}>
        <div lang="si">
          {text('titleSinhala', 'content.news.titleSinhala')}
          {area('bodySinhala', 'content.news.bodySinhala')}
        </div>
        <div lang="ta">
          {text('titleTamil', 'content.news.titleTamil')}
          {area('bodyTamil', 'content.news.bodyTamil')}
        </div>
      </Collapse>
      <div className="button-row">
        <Button type="submit" intent="primary" icon="floppy-disk" text={t('content.save')} loading={busy} data-testid={`${idPrefix}-save`} />
      </div>
    </form>
  );
};
