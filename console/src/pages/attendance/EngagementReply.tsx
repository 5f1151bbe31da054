import { useState } from 'react';
import { Button, Callout, Card, H2 } from '@blueprintjs/core';
import { useParams, useSearchParams } from 'react-router-dom';
import { api, errorText } from '../../api';
import { useT } from '../../i18n';
import { useFormat } from '../../i18n/format';

/**
 * /engagement/reply/:key?answer=YES|NO — the reminder mail's links (issue 28): the day before an engagement day the
 * volunteer confirms or declines with one click (no login: the signed key is the proof). The answer the link was for
 * is the highlighted button; the other stays one tap away.
 */
export const EngagementReply = () => {
  const { t } = useT();
  const format = useFormat();
  const { key = '' } = useParams();
  const [search] = useSearchParams();
  const [state, setState] = useState<{ busy: boolean; done?: { answer: 'YES' | 'NO'; placeReleased: boolean }; failure?: string }>({ busy: false });
  const answer = async (value: 'YES' | 'NO') => {
    setState({ busy: true });
    try {
      const r = await api<{ answer: 'YES' | 'NO'; placeReleased: boolean }>('/api/engagement/reply', { method: 'POST', body: { key, answer: value } });
      setState({ busy: false, done: { answer: r.answer, placeReleased: r.placeReleased } });
    } catch (error) {
      setState({ busy: false, failure: errorText(error) });
    }
  };
  const suggested = search.get('answer');
  const date = key.split('.')[1];
  return (
    <div className="page page-narrow">
      <H2>{t('attendance.reply.title')}</H2>
      <Card elevation={1}>
        {state.done ? (
          <Callout intent="success" role="alert">
            {state.done.answer === 'YES' ? t('attendance.reply.confirmed') : t('attendance.reply.declined')}
            {state.done.placeReleased ? ` ${t('attendance.reply.released')}` : ''}
          </Callout>
        ) : (
          <>
            <p>{/^\d{4}-\d{2}-\d{2}$/.test(date ?? '') ? t('attendance.reply.intro', { date: format.fullDay(new Date(`${date}T00:00:00Z`)) }) : t('attendance.reply.introNoDate')}</p>
            {state.failure ? (
              <Callout intent="danger" role="alert">
                {state.failure}
              </Callout>
            ) : null}
            <div className="engagement-reply-actions">
              <Button intent={suggested === 'NO' ? 'none' : 'success'} text={t('attendance.reply.yes')} loading={state.busy} onClick={() => answer('YES')} />
              <Button intent={suggested === 'NO' ? 'danger' : 'none'} text={t('attendance.reply.no')} loading={state.busy} onClick={() => answer('NO')} />
            </div>
          </>
        )}
      </Card>
    </div>
  );
};
