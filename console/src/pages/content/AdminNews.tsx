import { Fragment, useState } from 'react';
import { Button, Card, H2, HTMLSelect, NonIdealState, Spinner, H3 } from '@blueprintjs/core';
import { newsStatuses, type NewsStatus } from '@nvp/events/browser';
import { api, errorText } from '../../api';
import { useT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { showToast } from '../../toaster';
import type { NewsItem } from './shared';
import { emptyNews, NewsForm, type NewsValues } from './NewsForm';
import './content.css';
import { ScrollTable } from '../../components/ScrollTable';
import { useGetAll } from '../../paging';

const valuesOf = (item: NewsItem): NewsValues => ({
  title: item.title,
  body: item.body,
  titleSinhala: item.titleSinhala ?? '',
  bodySinhala: item.bodySinhala ?? '',
  titleTamil: item.titleTamil ?? '',
  bodyTamil: item.bodyTamil ?? '',
});

/**
 * /admin/news (spec §2): table of Title, Date, Status (ACTIVE/ARCHIVED select); a row expands to its edit form
 * (Title, Message, SAVE); 'Create new' below. Failures use the spec's texts (§8).
 */
export const AdminNews = () => {
  const { t } = useT();
  const format = useFormat();
  const { load, reload } = useGetAll<{ activeNews: NewsItem[]; archivedNews: NewsItem[] }>('/api/news/admin/list', t('error.generic'), (pages) => ({
    activeNews: pages.flatMap((p) => p.activeNews),
    archivedNews: pages.flatMap((p) => p.archivedNews),
  }));
  const [open, setOpen] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [createFailure, setCreateFailure] = useState<string | null>(null);
  const [editFailure, setEditFailure] = useState<string | null>(null);

  const items = load.state === 'ok' ? [...load.data.activeNews, ...load.data.archivedNews].sort((a, b) => b.date.localeCompare(a.date)) : [];

  const setStatus = async (item: NewsItem, status: NewsStatus) => {
    setBusyId(item.id);
    try {
      await api(`/api/news/admin/archive/${item.id}`, { method: 'PUT', body: { status } });
      reload();
    } catch {
      showToast(t('content.news.statusFailed'), 'danger');
    } finally {
      setBusyId(null);
    }
  };
  const save = (item: NewsItem) => async (values: NewsValues) => {
    setEditFailure(null);
    try {
      await api(`/api/news/admin/${item.id}`, { method: 'PUT', body: values });
      showToast(t('content.news.saved'), 'success');
      setOpen(null);
      reload();
      return true;
    } catch (error) {
      setEditFailure(errorText(error, t('content.news.updateFailed')));
      return false;
    }
  };
  const create = async (values: NewsValues) => {
    setCreateFailure(null);
    try {
      await api('/api/news/admin/create', { method: 'POST', body: values });
      showToast(t('content.news.created'), 'success');
      reload();
      return true;
    } catch (error) {
      setCreateFailure(errorText(error, t('content.news.createFailed')));
      return false;
    }
  };

  return (
    <div className="page page-medium">
      <H2>{t('content.news.adminTitle')}</H2>
      <Card elevation={1}>
        {load.state === 'loading' ? (
          <NonIdealState icon={<Spinner />} title={t('common.loading')} />
        ) : load.state === 'error' ? (
          <NonIdealState icon="error" title={load.message} action={<Button icon="refresh" text={t('common.refresh')} onClick={reload} />} />
        ) : items.length === 0 ? (
          <NonIdealState icon="feed" title={t('content.news.adminEmpty')} />
        ) : (
          <ScrollTable label={t('content.news.adminTitle')} className="news-admin-table" data-testid="news-table">
            <thead>
              <tr>
                <th scope="col">
                  {t('content.news.colTitle')}
                </th>
                <th scope="col">{t('content.news.colDate')}</th>
                <th scope="col">{t('content.news.colStatus')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <Fragment key={item.id}>
                  <tr data-testid="news-row" data-title={item.title}>
                    <td>
                      <Button
                        variant="minimal"
                        icon={open === item.id ? 'chevron-down' : 'chevron-right'}
                        text={item.title}
                        aria-expanded={open === item.id}
                        aria-label={t('content.news.expand', { title: item.title })}
                        onClick={() => {
                          setEditFailure(null);
                          setOpen(open === item.id ? null : item.id);
                        }}
                      />
                    </td>
                    <td>{format.dayOf(item.date)}</td>
                    <td>
                      <HTMLSelect
                        aria-label={`${t('content.news.colStatus')}: ${item.title}`}
                        name="status"
                        value={item.status}
                        disabled={busyId === item.id}
                        onChange={(e) => void setStatus(item, e.currentTarget.value as NewsStatus)}
                        options={newsStatuses.map((s) => ({ value: s, label: t(`content.news.${s}`) }))}
                      />
                    </td>
                  </tr>
                  {open === item.id ? (
                    <tr>
                      <td colSpan={3}>
                        <NewsForm idPrefix={`news-${item.id}`} initial={valuesOf(item)} onSave={save(item)} failure={editFailure} />
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              ))}
            </tbody>
          </ScrollTable>
        )}
      </Card>
      <Card elevation={1} style={{ marginTop: 20 }}>
        <H3>{t('content.news.createTitle')}</H3>
        <NewsForm idPrefix="news-create" initial={emptyNews} onSave={create} failure={createFailure} />
      </Card>
    </div>
  );
};
