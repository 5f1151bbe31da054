import { Button, Callout, Card, FormGroup, H2, TextArea } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { complaintRequest } from '@nvp/events/browser';
import { api, errorText } from '../../api';
import { TextField, useSchemaForm, useSubmission } from '../../components/form';
import { useT } from '../../i18n';
import { showToast } from '../../toaster';

/**
 * /submitComplaint (e-mail-verified volunteers and VIOs; the route guard shows the spec's denial to others):
 * title, description, optional registration number. Success: 'Complaint submitted successfully!' then home.
 */
export const SubmitComplaint = () => {
  const { t, v } = useT();
  const navigate = useNavigate();
  const form = useSchemaForm(complaintRequest, { title: '', description: '', registrationNo: '' });
  const { busy, failure, onSubmit } = useSubmission(
    form.validate,
    async (data) => {
      await api('/api/complaint/add', { method: 'POST', body: data });
      showToast(t('complaint.submit.success'), 'success');
      void navigate('/');
    },
    (error) => errorText(error),
    { keepBusy: true },
  );
  return (
    <div className="page page-narrow">
      <H2>{t('complaint.submit.title')}</H2>
      <Card elevation={1}>
        <p>{t('complaint.submit.text')}</p>
        {failure ? (
          <Callout intent="danger" className="form-callout" role="alert" data-testid="complaint-failure">
            {failure}
          </Callout>
        ) : null}
        <form onSubmit={onSubmit} noValidate>
          <TextField label={t('complaint.submit.fieldTitle')} {...form.bind('title', v)} />
          <FormGroup label={t('complaint.submit.description')} labelFor="field-description" helperText={form.errors.description && v(form.errors.description)} intent={form.errors.description ? 'danger' : 'none'}>
            <TextArea id="field-description" name="description" value={form.values.description} onChange={form.set('description') as never /* set() reads only target.value, which a textarea has too */} fill autoResize rows={6} />
          </FormGroup>
          <TextField label={t('complaint.submit.registrationNo')} aria-describedby="registration-help" {...form.bind('registrationNo', v)} />
          <p id="registration-help" className="bp6-text-muted" style={{ marginTop: -8 }}>
            {t('complaint.submit.registrationNoHelp')}
          </p>
          <Button type="submit" intent="primary" icon="send-message" text={t('complaint.submit.submit')} loading={busy} data-testid="complaint-submit" />
        </form>
      </Card>
    </div>
  );
};
