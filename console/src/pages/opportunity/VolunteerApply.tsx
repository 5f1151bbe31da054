import { useEffect, useState } from 'react';
import { Button, Tag } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { api, errorText } from '../../api';
import { SelectDaysDialog } from '../../components/opportunity/SelectDaysDialog';
import type { Opportunity } from '../../components/opportunity/types';
import { useT } from '../../i18n';
import { showToast } from '../../toaster';

/**
 * Where the signed-in volunteer's application to the opportunity stands (their applications, any status): 'none',
 * 'applied' or 'withdrawn' (issue 27: a withdrawn one is said so, not shown as applied); undefined while asked.
 */
const useApplied = (opportunityId: string) => {
  const [applied, setApplied] = useState<'none' | 'applied' | 'withdrawn' | undefined>();
  useEffect(() => {
    const controller = new AbortController();
    api<{ status?: string; opportunity: { id: string } }[]>(`/api/opportunity/userOpportunities?${new URLSearchParams({ type: 'ALL', opportunityId })}`, { signal: controller.signal })
      .then((items) => {
        const mine = Array.isArray(items) ? items.find((item) => item.opportunity?.id === opportunityId) : undefined;
        setApplied(mine === undefined ? 'none' : mine.status === 'WITHDRAWN' ? 'withdrawn' : 'applied');
      })
      .catch(() => {
        if (!controller.signal.aborted) setApplied('none');
      });
    return () => controller.abort();
  }, [opportunityId]);
  return applied;
};

/**
 * The signed-in volunteer's part of /viewOpportunity/:id (a chunk of its own, not the public page's): once applied
 * an "applied" chip, or a "withdrawn" one after a withdrawal (they cannot apply again); else, for a fully registered volunteer with the apply permission and an approved
 * opportunity, "Apply" opening the Select Days dialog, then My Opportunities (spec §4).
 */
export const VolunteerApply = ({ o, canApply }: { o: Opportunity; canApply: boolean }) => {
  const { t } = useT();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const applied = useApplied(o.id);
  if (applied === undefined) return null;
  const apply = async (dates: string[]) => {
    setBusy(true);
    try {
      const answer = await api<{ waitlisted?: boolean; position?: unknown }>('/api/opportunity/apply', { method: 'POST', body: { opportunityId: o.id, dates } });
      // Every place taken (issue 28): applied, and told their number on the waitlist.
      if (answer?.waitlisted) showToast(t('application.waitlisted', { position: Number(answer.position) }), 'warning');
      else showToast(t('application.applied'), 'success');
      // Spec §4: a successful application goes to My Opportunities.
      void navigate('/opportunities/myOpportunities');
    } catch (error) {
      showToast(errorText(error), 'danger');
      setBusy(false);
    }
  };
  if (applied === 'withdrawn')
    return (
      <Tag size="large" round icon="undo" data-testid="withdrawn-chip">
        {t('opportunity.withdrawn')}
      </Tag>
    );
  if (o.applied || applied === 'applied')
    return (
      <Tag size="large" intent="success" round icon="tick" data-testid="applied-chip">
        {t('opportunity.applied')}
      </Tag>
    );
  if (!canApply || o.status !== 'APPROVED') return null;
  return (
    <>
      <Button intent="primary" icon="calendar" text={t('application.apply')} onClick={() => setOpen(true)} data-testid="apply" />
      {open ? (
        <SelectDaysDialog
          isOpen
          busy={busy}
          rules={{ startDate: o.startDate, endDate: o.endDate, days: o.days ?? [] }}
          onCancel={() => setOpen(false)}
          onConfirm={apply}
        />
      ) : null}
    </>
  );
};
