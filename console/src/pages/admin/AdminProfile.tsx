import { useEffect, useState, type FormEvent } from 'react';
import { Button, Callout, Card, H2, H5, InputGroup, Tag, TextArea } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { adminDetailsRequest, adminPermissions, type AdminPermission } from '@nvp/events/browser';
import { api } from '../../api';
import { firstIssues, FormGroup } from '../../components/form';
import { PageError, PageSpinner } from '../../components/PageState';
import { Avatar, ProfilePictureDialog } from '../../components/ProfilePicture';
import { useGet } from '../../hooks';
import { useT } from '../../i18n';
import { showToast } from '../../toaster';

interface AdminDetails {
  id: string;
  email: string;
  name: string;
  bio?: string;
  type?: string;
  imageURL?: string | null;
  adminPermissions?: string[];
}

const isKnown = (p: string): p is AdminPermission => (adminPermissions as readonly string[]).includes(p);
/** Spec §8/§9: the profile result stays 3 s. */
const RESULT_MS = 3000;

/**
 * /admin/profile: read-only until Edit; name and bio editable, the e-mail never, permissions shown read-only.
 * Submit saves (PUT /api/admin/details) and goes to /; Cancel returns to read-only. The picture is changed
 * through the profile picture dialog at any time.
 */
export const AdminProfile = () => {
  const { t, v } = useT();
  const navigate = useNavigate();
  const { load, reload } = useGet<AdminDetails>('/api/admin/details', t('error.generic'));
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState({ name: '', bio: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [pictureOpen, setPictureOpen] = useState(false);
  const [imageURL, setImageURL] = useState<string | null>(null);

  const admin = load.state === 'ok' ? load.data : undefined;
  useEffect(() => {
    if (admin) setImageURL(admin.imageURL ?? null);
  }, [admin]);
  useEffect(() => {
    if (!failed) return;
    const timer = window.setTimeout(() => setFailed(false), RESULT_MS);
    return () => window.clearTimeout(timer);
  }, [failed]);

  if (load.state === 'loading') return <PageSpinner />;
  if (load.state === 'error' || !admin) return <PageError message={load.state === 'error' ? load.message : t('error.generic')} />;

  const startEditing = () => {
    setValues({ name: admin.name ?? '', bio: admin.bio ?? '' });
    setErrors({});
    setEditing(true);
  };
  const change = (field: 'name' | 'bio', value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (Object.keys(errors).length) {
      const result = adminDetailsRequest.safeParse(next);
      setErrors(result.success ? {} : firstIssues(result.error.issues));
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = adminDetailsRequest.safeParse(values);
    if (!result.success) return setErrors(firstIssues(result.error.issues));
    setBusy(true);
    try {
      await api('/api/admin/details', { method: 'PUT', body: { name: result.data.name, bio: result.data.bio, profileImage: imageURL } });
      showToast(t('account.adminProfile.updated'), 'success');
      void navigate('/');
    } catch {
      setFailed(true);
      showToast(t('account.adminProfile.updateFailed'), 'danger');
      setBusy(false);
    }
  };

  const permissions = admin.adminPermissions ?? [];
  return (
    <div className="page page-medium">
      <div className="page-header">
        <H2>{t('admin.profileTitle')}</H2>
        {!editing ? <Button icon="edit" text={t('common.edit')} onClick={startEditing} data-testid="edit-profile" /> : null}
      </div>
      <Card elevation={1} className="profile-card" data-testid="admin-profile">
        <div className="profile-head">
          <Avatar imageURL={imageURL} name={admin.name || admin.email} size={200} />
          <div>
            <H5 className="profile-name" data-testid="admin-name">
              {admin.name}
            </H5>
            <div className="muted">{admin.email}</div>
            {admin.type === 'CORE_ADMIN' ? (
              <Tag intent="primary" round>
                {t('account.adminProfile.coreAdmin')}
              </Tag>
            ) : null}
            <div style={{ marginTop: 12 }}>
              <Button icon="camera" text={t('account.adminProfile.changePicture')} onClick={() => setPictureOpen(true)} data-testid="change-picture" />
            </div>
          </div>
        </div>
        {failed ? (
          <Callout intent="danger" className="form-callout" data-testid="profile-result">
            {t('account.adminProfile.updateFailed')}
          </Callout>
        ) : null}
        {editing ? (
          <form onSubmit={submit} noValidate>
            <FormGroup label={t('admin.name')} labelFor="field-name" intent={errors.name ? 'danger' : 'none'} helperText={errors.name && v(errors.name)}>
              <InputGroup id="field-name" name="name" value={values.name} onChange={(e) => change('name', e.target.value)} intent={errors.name ? 'danger' : 'none'} fill />
            </FormGroup>
            <FormGroup label={t('admin.bio')} labelFor="field-bio" intent={errors.bio ? 'danger' : 'none'} helperText={errors.bio && v(errors.bio)}>
              <TextArea id="field-bio" name="bio" value={values.bio} onChange={(e) => change('bio', e.target.value)} intent={errors.bio ? 'danger' : 'none'} fill autoResize />
            </FormGroup>
            <FormGroup label={t('admin.email')} labelFor="field-email" helperText={t('account.adminProfile.emailFixed')}>
              <InputGroup id="field-email" name="email" value={admin.email} disabled fill />
            </FormGroup>
            <PermissionList permissions={permissions} />
            <div className="button-row">
              <Button type="submit" intent="primary" icon="tick" text={t('common.submit')} loading={busy} data-testid="submit-profile" />
              <Button text={t('account.cancel')} onClick={() => setEditing(false)} disabled={busy} />
            </div>
          </form>
        ) : (
          <dl className="details">
            <dt>{t('admin.name')}</dt>
            <dd>{admin.name}</dd>
            <dt>{t('admin.bio')}</dt>
            <dd className="pre-wrap">{admin.bio || '—'}</dd>
            <dt>{t('admin.email')}</dt>
            <dd data-testid="admin-email">{admin.email}</dd>
            <dt>{t('admin.permissions')}</dt>
            <dd>
              <PermissionTags permissions={permissions} />
            </dd>
          </dl>
        )}
      </Card>
      <ProfilePictureDialog
        isOpen={pictureOpen}
        onClose={() => setPictureOpen(false)}
        onSaved={(url) => {
          setImageURL(url);
          reload();
        }}
      />
    </div>
  );
};

const PermissionTags = ({ permissions }: { permissions: string[] }) => {
  const { t } = useT();
  if (permissions.length === 0) return <span className="muted">{t('admin.noPermissions')}</span>;
  return (
    <div className="tag-list" data-testid="admin-permissions">
      {permissions.map((p) => (
        <Tag key={p} intent="primary" minimal round icon="tick" data-permission={p}>
          {isKnown(p) ? t(`perm.${p}`) : p}
        </Tag>
      ))}
    </div>
  );
};

const PermissionList = ({ permissions }: { permissions: string[] }) => {
  const { t } = useT();
  return (
    <FormGroup label={t('admin.permissions')}>
      <PermissionTags permissions={permissions} />
    </FormGroup>
  );
};
