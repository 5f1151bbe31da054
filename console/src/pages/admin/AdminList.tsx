import { useEffect, useState } from 'react';
import { Button, Callout, Card, H2, H5, NonIdealState, Spinner, Tag, type Intent } from '@blueprintjs/core';
import { Alert } from '../../components/Dialog';
import { useNavigate } from 'react-router-dom';
import { adminPermissions, type AdminPermission } from '@nvp/events/browser';
import { api } from '../../api';
import { useT, type MessageId } from '../../i18n';
import { useSession } from '../../session/SessionContext';
import { ScrollTable } from '../../components/ScrollTable';
import { useGetAll } from '../../paging';

interface AdminRow {
  id: string;
  name: string | null;
  email: string | null;
  permissions: string[];
  core: boolean;
  status: 'ACTIVE' | 'INVITED' | 'EXPIRED';
}

const isKnown = (p: string): p is AdminPermission => (adminPermissions as readonly string[]).includes(p);
/** Spec §9: the deletion result stays 2 s. */
const RESULT_MS = 2000;
const statusIntent: Record<AdminRow['status'], Intent> = { ACTIVE: 'success', INVITED: 'primary', EXPIRED: 'warning' };

/** /admin/adminlist (core admins): every administrator and pending invitation; ordinary admins can be terminated. */
export const AdminList = () => {
  const { t } = useT();
  const navigate = useNavigate();
  const { session } = useSession();
  const { load, reload } = useGetAll<AdminRow[]>('/api/admin/list', t('error.generic'));
  const [target, setTarget] = useState<AdminRow | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ intent: Intent; text: string } | null>(null);

  useEffect(() => {
    if (!result) return;
    const timer = window.setTimeout(() => setResult(null), RESULT_MS);
    return () => window.clearTimeout(timer);
  }, [result]);

  const terminate = async () => {
    if (!target) return;
    const id = target.id;
    setTarget(null);
    setBusy(true);
    try {
      await api(`/api/admin/${encodeURIComponent(id)}`, { method: 'DELETE' });
      setResult({ intent: 'success', text: t('account.adminList.deleted') });
      reload();
    } catch {
      setResult({ intent: 'danger', text: t('account.adminList.deleteFailed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="page page-medium">
      <div className="page-header">
        <H2>{t('account.adminList.title')}</H2>
        <Button icon="new-person" intent="primary" text={t('account.adminList.invite')} onClick={() => navigate('/admin/invite')} />
      </div>
      {result ? (
        <Callout intent={result.intent} className="form-callout" data-testid="admin-list-result" role="alert">
          {result.text}
        </Callout>
      ) : null}
      <Card elevation={1}>
        {load.state === 'loading' ? (
          <NonIdealState icon={<Spinner />} title={t('common.loading')} />
        ) : load.state === 'error' ? (
          <NonIdealState icon="error" title={load.message} action={<Button icon="refresh" text={t('common.refresh')} onClick={reload} />} />
        ) : load.data.length === 0 ? (
          <NonIdealState icon="people" title={t('account.adminList.empty')} />
        ) : (
          <ScrollTable label={t('account.adminList.title')} striped interactive style={{ width: '100%' }} data-testid="admin-table">
            <thead>
              <tr>
                <th>{t('account.adminList.name')}</th>
                <th>{t('account.adminList.email')}</th>
                <th>{t('account.adminList.permissions')}</th>
                <th>{t('account.adminList.status')}</th>
                <th>{t('account.adminList.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {load.data.map((row) => {
                const self = row.id === session?.id;
                return (
                  <tr key={row.id} data-testid="admin-row" data-email={row.email ?? ''}>
                    <td>
                      {row.name ?? '—'}
                      {self ? (
                        <Tag minimal round style={{ marginLeft: 6 }}>
                          {t('account.adminList.you')}
                        </Tag>
                      ) : null}
                    </td>
                    <td>{row.email}</td>
                    <td>
                      {row.core ? (
                        <span className="muted">{t('account.adminList.allPermissions')}</span>
                      ) : (
                        <div className="tag-list">
                          {row.permissions.map((p) => (
                            <Tag key={p} minimal round>
                              {isKnown(p) ? t(`perm.${p}`) : p}
                            </Tag>
                          ))}
                        </div>
                      )}
                    </td>
                    <td>
                      <Tag intent={row.core ? 'primary' : statusIntent[row.status]} round>
                        {t((row.core ? 'account.adminList.status.CORE' : `account.adminList.status.${row.status}`) as MessageId)}
                      </Tag>
                    </td>
                    <td>
                      {row.core || self ? null : (
                        <Button icon="trash" intent="danger" variant="minimal" text={t('account.adminList.terminate')} disabled={busy} onClick={() => setTarget(row)} data-testid="terminate-admin" />
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </ScrollTable>
        )}
      </Card>
      <Alert
        isOpen={target !== null}
        intent="danger"
        icon="trash"
        confirmButtonText={t('account.adminList.terminate')}
        cancelButtonText={t('account.cancel')}
        onConfirm={terminate}
        onCancel={() => setTarget(null)}
      >
        <H5>{t('account.adminList.confirmTitle')}</H5>
        <p>{t('account.adminList.confirmBody')}</p>
        {target ? <p className="muted">{target.name ?? target.email}</p> : null}
      </Alert>
    </div>
  );
};
