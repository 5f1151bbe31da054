import { Button, Card, H2, H5, NonIdealState, Spinner, Tag, Tooltip } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { adminPermissions, type AdminPermission } from '@nvp/events/browser';
import { useGet } from '../hooks';
import { useT } from '../i18n';

interface AdminDetails {
  id: string;
  email: string;
  name: string;
  bio?: string;
  adminPermissions?: string[];
}

const isKnown = (p: string): p is AdminPermission => (adminPermissions as readonly string[]).includes(p);

/** /admin/profile: read-only view of GET /api/admin/details (Edit/Submit come later). */
export const AdminProfile = () => {
  const { t } = useT();
  const navigate = useNavigate();
  const { load } = useGet<AdminDetails>('/api/admin/details', t('error.generic'));

  if (load.state === 'loading') return <div className="page page-narrow"><NonIdealState icon={<Spinner />} title={t('common.loading')} /></div>;
  if (load.state === 'error')
    return (
      <div className="page page-narrow">
        <NonIdealState icon="error" title={load.message} action={<Button icon="arrow-left" text={t('common.goBack')} onClick={() => navigate(-1)} />} />
      </div>
    );

  const admin = load.data;
  const permissions = admin.adminPermissions ?? [];
  return (
    <div className="page page-medium">
      <div className="page-header">
        <H2>{t('admin.profileTitle')}</H2>
        <Tooltip content={t('admin.editLater')}>
          <Button icon="edit" text={t('common.edit')} disabled />
        </Tooltip>
      </div>
      <Card elevation={1} className="profile-card" data-testid="admin-profile">
        <div className="profile-head">
          <div className="avatar" aria-hidden>
            {(admin.name || admin.email).slice(0, 1).toUpperCase()}
          </div>
          <div>
            <H5 className="profile-name" data-testid="admin-name">{admin.name}</H5>
            <div className="muted">{admin.email}</div>
          </div>
        </div>
        <dl className="details">
          <dt>{t('admin.name')}</dt>
          <dd>{admin.name}</dd>
          <dt>{t('admin.bio')}</dt>
          <dd className="pre-wrap">{admin.bio || '—'}</dd>
          <dt>{t('admin.email')}</dt>
          <dd data-testid="admin-email">{admin.email}</dd>
          <dt>{t('admin.permissions')}</dt>
          <dd>
            {permissions.length === 0 ? (
              <span className="muted">{t('admin.noPermissions')}</span>
            ) : (
              <div className="tag-list">
                {permissions.map((p) => (
                  <Tag key={p} intent="primary" minimal round icon="tick">
                    {isKnown(p) ? t(`perm.${p}`) : p}
                  </Tag>
                ))}
              </div>
            )}
          </dd>
        </dl>
      </Card>
    </div>
  );
};
