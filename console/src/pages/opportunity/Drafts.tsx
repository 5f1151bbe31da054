import { useCallback, useEffect, useState } from 'react';
import { Button, Card, H3, H4, H5, Tag } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { api, errorText } from '../../api';
import { Alert } from '../../components/Dialog';
import { useT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { showToast } from '../../toaster';
import '../../components/opportunity/opportunity.css';

/** An item of GET /api/vio/opportunity/drafts. */
export interface DraftItem {
  id: string;
  kind: 'FORMAL' | 'NONFORMAL';
  title: string;
  createdAt: string;
  updatedAt: string;
}

/** The form that continues a draft of this kind. */
export const continuePath = (draft: Pick<DraftItem, 'id' | 'kind'>) =>
  `${draft.kind === 'NONFORMAL' ? '/createNonFormalVO' : '/createVO'}?${new URLSearchParams({ draft: draft.id })}`;

/**
 * VIO home's unfinished opportunities (issue 27), last saved first: each with a "Draft" tag, Continue (the form,
 * filled with the draft) and Delete (confirmed). Drafts are not in the counters above (those count submitted
 * opportunities); this list says how many there are. Nothing shows when there is none.
 */
export const OpportunityDrafts = () => {
  const { t } = useT();
  const format = useFormat();
  const navigate = useNavigate();
  const [drafts, setDrafts] = useState<DraftItem[] | undefined>();
  const [deleting, setDeleting] = useState<DraftItem | null>(null);
  const [busy, setBusy] = useState(false);
  const load = useCallback((signal?: AbortSignal) => {
    api<DraftItem[]>('/api/vio/opportunity/drafts?pageSize=100', { signal })
      .then(setDrafts)
      .catch(() => {
        if (!signal?.aborted) setDrafts([]);
      });
  }, []);
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await api(`/api/vio/opportunity/draft/${encodeURIComponent(deleting.id)}`, { method: 'DELETE' });
      showToast(t('opportunity.draft.deleted'), 'success');
      setDrafts((list) => list?.filter((d) => d.id !== deleting.id));
      setDeleting(null);
    } catch (error) {
      showToast(errorText(error), 'danger');
    } finally {
      setBusy(false);
    }
  };

  if (!drafts || drafts.length === 0) return null;
  return (
    <section className="carousel" aria-labelledby="vio-drafts-title" data-testid="vio-drafts">
      <div className="section-header">
        <H3 id="vio-drafts-title">{t('opportunity.draft.listTitle', { count: drafts.length })}</H3>
      </div>
      <div className="opportunity-grid">
        {drafts.map((d) => (
          <Card key={d.id} elevation={1} className="opportunity-card draft-card" data-testid="vio-draft" data-draft-id={d.id}>
            <div className="opportunity-card-head">
              <span className="muted">{t(d.kind === 'NONFORMAL' ? 'opportunity.draft.nonFormal' : 'opportunity.draft.formal')}</span>
              <Tag round intent="warning" data-testid="draft-tag">
                {t('opportunity.draft.tag')}
              </Tag>
            </div>
            <H4 className="opportunity-card-title">{d.title}</H4>
            <span className="muted">{t('opportunity.draft.lastSaved', { when: format.dateTime(d.updatedAt) })}</span>
            <div className="button-row draft-actions">
              <Button
                intent="primary"
                icon="edit"
                text={t('opportunity.draft.continue')}
                aria-label={t('opportunity.draft.continueLabel', { title: d.title })}
                onClick={() => navigate(continuePath(d))}
                data-testid="draft-continue"
              />
              <Button
                minimal
                intent="danger"
                icon="trash"
                text={t('opportunity.draft.delete')}
                aria-label={t('opportunity.draft.deleteLabel', { title: d.title })}
                onClick={() => setDeleting(d)}
                data-testid="draft-delete"
              />
            </div>
          </Card>
        ))}
      </div>
      <Alert
        isOpen={deleting !== null}
        intent="danger"
        icon="trash"
        loading={busy}
        confirmButtonText={t('opportunity.draft.delete')}
        cancelButtonText={t('opportunity.draft.keep')}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      >
        <H5>{t('opportunity.draft.confirmTitle')}</H5>
        <p>{t('opportunity.draft.confirmBody', { title: deleting?.title ?? '' })}</p>
      </Alert>
    </section>
  );
};
