import { useEffect, useState } from 'react';
import { Button, Callout, H3, Spinner, Tag } from '@blueprintjs/core';
import { api, errorText } from '../../api';
import { DataTable, type Column } from '../DataTable';
import { useT } from '../../i18n/index';
import { useFormat } from '../../i18n/format';
import { showToast } from '../../toaster';
import { apiAll } from '../../paging';

/** Where a volunteer's application stands on the waitlist (GET /api/opportunity/userOpportunities `waitlist`). */
export interface WaitlistPlace {
  position: number;
  offerExpiresAt: string | null;
}

/**
 * The volunteer's part on My Opportunities (issue 28): their number on the waitlist, or the place offered to them
 * with its end and Accept / Decline. `onAnswered` reloads the list (the offer is gone either way).
 */
export const WaitlistStatus = ({ applicationId, waitlist, onAnswered }: { applicationId: string; waitlist: WaitlistPlace; onAnswered: () => void }) => {
  const { t } = useT();
  const format = useFormat();
  const [busy, setBusy] = useState(false);
  const answer = async (choice: 'accept' | 'decline') => {
    setBusy(true);
    try {
      await api(`/api/opportunity/waitlist/${choice}`, { method: 'POST', body: { applicationId } });
      showToast(t(choice === 'accept' ? 'application.waitlist.accepted' : 'application.waitlist.declined'), choice === 'accept' ? 'success' : 'primary');
      onAnswered();
    } catch (error) {
      showToast(errorText(error, t('application.waitlist.error')), 'danger');
      onAnswered();
    } finally {
      setBusy(false);
    }
  };
  if (!waitlist.offerExpiresAt)
    return (
      <div data-testid="waitlist-position" data-position={waitlist.position}>
        <Tag intent="warning" round icon="time">
          {t('application.waitlist.position', { position: waitlist.position })}
        </Tag>
        <p className="muted">{t('application.waitlist.positionHint')}</p>
      </div>
    );
  return (
    <Callout intent="success" icon="tick-circle" data-testid="waitlist-offer">
      <p>{t('application.waitlist.offer', { until: format.dateTime(waitlist.offerExpiresAt) })}</p>
      <div className="button-row">
        <Button intent="success" icon="tick" text={t('application.waitlist.accept')} loading={busy} onClick={() => void answer('accept')} data-testid="waitlist-accept" />
        <Button variant="outlined" text={t('application.waitlist.decline')} disabled={busy} onClick={() => void answer('decline')} data-testid="waitlist-decline" />
      </div>
    </Callout>
  );
};

interface WaitingRow {
  position: number;
  applicationId: string;
  registrationNo: string | null;
  firstName: string | null;
  lastName: string | null;
  joinedAt: string;
  offerExpiresAt: string | null;
}

/** The organisation's view of an opportunity's waitlist, in order (GET /api/vio/opportunity/waitlist/:id). */
export const OpportunityWaitlist = ({ opportunityId }: { opportunityId: string }) => {
  const { t } = useT();
  const format = useFormat();
  const [rows, setRows] = useState<WaitingRow[] | undefined>();
  useEffect(() => {
    const controller = new AbortController();
    apiAll<WaitingRow>(`/api/vio/opportunity/waitlist/${encodeURIComponent(opportunityId)}`, { signal: controller.signal }).then(setRows, () => {
      if (!controller.signal.aborted) setRows([]);
    });
    return () => controller.abort();
  }, [opportunityId]);
  const columns: Column<WaitingRow>[] = [
    { key: 'position', header: t('application.waitlist.number'), cell: (r) => r.position, sortValue: (r) => r.position },
    { key: 'name', header: t('application.applicant.name'), cell: (r) => [r.firstName, r.lastName].filter(Boolean).join(' ') || r.registrationNo || '—' },
    { key: 'joined', header: t('application.waitlist.joined'), cell: (r) => format.dateTime(r.joinedAt) },
    {
      key: 'offer',
      header: t('application.waitlist.title'),
      cell: (r) =>
        r.offerExpiresAt ? (
          <Tag intent="success" round>
            {t('application.waitlist.offered', { until: format.dateTime(r.offerExpiresAt) })}
          </Tag>
        ) : (
          <Tag round>{t('application.waitlist.waiting')}</Tag>
        ),
    },
  ];
  return (
    <section className="opportunity-waitlist" data-testid="opportunity-waitlist">
      <H3>{t('application.waitlist.title')}</H3>
      {rows === undefined ? (
        <Spinner size={24} aria-label={t('common.loading')} />
      ) : rows.length === 0 ? (
        <p className="muted">{t('application.waitlist.empty')}</p>
      ) : (
        <>
          <p className="muted">{t('application.waitlist.intro')}</p>
          <DataTable rows={rows} columns={columns} rowKey={(r) => r.applicationId} rowProps={(r) => ({ 'data-testid': 'waitlist-row', 'data-position': String(r.position) })} testId="waitlist-table" caption={t('application.waitlist.title')} />
        </>
      )}
    </section>
  );
};
