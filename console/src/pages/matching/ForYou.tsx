import { useCallback, useEffect, useState } from 'react';
import { Button, Callout, H3, H4, NonIdealState, Spinner, Switch, Tag } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { api, apiWithHeaders, errorText, serverText } from '../../api';
import { showToast } from '../../toaster';
import { useT, type MessageId } from '../../i18n/index';
import './matching.css';

/** GET /api/opportunity/for-you: one open opportunity ranked for the volunteer, its reasons in the interface language. */
export interface Match {
  id: string;
  title: string;
  score: number;
  reasons: { code: string; text: string }[];
  district: string | null;
  /** The district in the interface language. */
  districtName: string | null;
  type: 'REGULAR' | 'ONLINE' | null;
  vio: { name: string };
}

/** Opportunities a page of the section (the home shows a few; "See more" adds the next page). */
export const FOR_YOU_PAGE = 5;
/** The signals the profile can give; what the server says is unknown of them is asked for (history follows from confirmed hours). */
const ASKABLE = ['place', 'skills', 'areas', 'days'] as const;

/** What the profile does not tell, from `x-match-unknown`, as words to show. */
export const missingOf = (header: string | null | undefined) =>
  (header ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s): s is (typeof ASKABLE)[number] => (ASKABLE as readonly string[]).includes(s));

/**
 * The volunteer home's "For you" (issue 29): the open opportunities ranked for them, best first, each with its reasons
 * as chips, a page at a time; what their profile does not tell yet, with a link to fill it; and the switch of the
 * weekly mail of new matches.
 */
export const ForYou = () => {
  const { t, language } = useT();
  const [items, setItems] = useState<Match[]>([]);
  const [total, setTotal] = useState(0);
  const [missing, setMissing] = useState<string[]>([]);
  const [state, setState] = useState<'loading' | 'ok' | 'error'>('loading');
  const [more, setMore] = useState(false);
  /** After "See more": the first opportunity added, where focus goes (a keyboard or screen reader user reads on there). */
  const [focusId, setFocusId] = useState<string | undefined>();

  const load = useCallback(
    async (page: number, signal?: AbortSignal) => {
      const r = await apiWithHeaders<Match[]>(`/api/opportunity/for-you?lang=${language}&page=${page}&pageSize=${FOR_YOU_PAGE}`, { signal });
      return { rows: r.data, total: Number(r.headers.get('x-total-count')) || 0, missing: missingOf(r.headers.get('x-match-unknown')) };
    },
    [language],
  );

  useEffect(() => {
    const controller = new AbortController();
    setState('loading');
    load(1, controller.signal)
      .then((r) => {
        setItems(r.rows);
        setTotal(r.total);
        setMissing(r.missing);
        setState('ok');
      })
      .catch(() => !controller.signal.aborted && setState('error'));
    return () => controller.abort();
  }, [load]);

  useEffect(() => {
    if (focusId) document.getElementById(`for-you-${focusId}`)?.focus();
  }, [focusId]);

  const seeMore = async () => {
    setMore(true);
    try {
      const r = await load(Math.floor(items.length / FOR_YOU_PAGE) + 1);
      const added = r.rows.filter((row) => !items.some((o) => o.id === row.id));
      setItems((old) => [...old, ...added.filter((row) => !old.some((o) => o.id === row.id))]);
      setFocusId(added[0]?.id);
      setTotal(r.total);
    } catch (error) {
      showToast(errorText(error, t('matching.error')), 'danger');
    } finally {
      setMore(false);
    }
  };

  const tellUs = missing.length ? (
    <Callout intent="primary" icon="person" className="for-you-tell-us" data-testid="for-you-tell-us">
      <p>{t('matching.tellUs', { missing: missing.map((m) => t(`matching.missing.${m}` as MessageId)).join(', ') })}</p>
      <Link to="/profile">{t('matching.editProfile')}</Link>
    </Callout>
  ) : null;

  return (
    <section className="for-you" aria-labelledby="for-you-title" data-testid="for-you">
      <div className="for-you-head">
        <div>
          <H3 id="for-you-title">{t('matching.title')}</H3>
          <p className="for-you-intro">{t('matching.intro')}</p>
        </div>
        <MatchMailSwitch />
      </div>
      {state === 'loading' ? (
        <Spinner size={24} aria-label={t('matching.loading')} />
      ) : state === 'error' ? (
        <Callout intent="danger">{t('matching.error')}</Callout>
      ) : items.length === 0 ? (
        <>
          <NonIdealState icon="search" title={t('matching.emptyTitle')} description={t('matching.empty')} />
          {tellUs}
        </>
      ) : (
        <>
          {tellUs}
          <ol className="for-you-list">
            {items.map((m) => (
              <li key={m.id} className="for-you-item" data-testid="for-you-item">
                <H4 className="for-you-item-title">
                  <Link id={`for-you-${m.id}`} to={`/viewOpportunity/${m.id}`} aria-label={t('matching.view', { title: m.title })}>
                    {m.title}
                  </Link>
                </H4>
                <p className="for-you-meta">
                  {t('matching.by', { vio: m.vio.name })}
                  {m.type === 'ONLINE' ? ` · ${t('matching.online')}` : m.districtName || m.district ? ` · ${m.districtName ?? m.district}` : ''}
                </p>
                <ul className="for-you-reasons" aria-label={t('matching.reasons', { title: m.title })}>
                  {m.reasons.map((r) => (
                    <li key={`${r.code}-${r.text}`}>
                      <Tag minimal round intent={r.code === 'newest' ? 'none' : 'success'} className="for-you-reason" data-code={r.code}>
                        {r.text}
                      </Tag>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
          <div className="for-you-foot">
            <span className="for-you-shown">{t('matching.shown', { shown: items.length, total })}</span>
            {items.length < total ? <Button icon="chevron-down" text={t('matching.more')} loading={more} onClick={() => void seeMore()} /> : null}
          </div>
        </>
      )}
    </section>
  );
};

/** The weekly mail of new matches, on or off (GET and POST /api/volunteer/match-mail). */
export const MatchMailSwitch = () => {
  const { t } = useT();
  const [weekly, setWeekly] = useState<boolean | undefined>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    api<{ weekly: boolean }>('/api/volunteer/match-mail', { signal: controller.signal })
      .then((r) => setWeekly(r.weekly))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  const change = async (next: boolean) => {
    setSaving(true);
    try {
      const r = await api<{ message: string; weekly: boolean }>('/api/volunteer/match-mail', { method: 'POST', body: { weekly: next } });
      setWeekly(r.weekly);
      showToast(serverText(r.message), 'success');
    } catch (error) {
      showToast(errorText(error, t('matching.mailError')), 'danger');
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className="for-you-mail">
      <Switch
        checked={weekly ?? false}
        disabled={weekly === undefined || saving}
        label={t('matching.mail')}
        onChange={(e) => void change(e.currentTarget.checked)}
        aria-describedby="for-you-mail-help"
        data-testid="match-mail-switch"
      />
      <p id="for-you-mail-help" className="for-you-mail-help">
        {t('matching.mailHelp')}
      </p>
    </div>
  );
};
