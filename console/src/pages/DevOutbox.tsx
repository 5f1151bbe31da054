import { Button, Card, H2, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { Fragment } from 'react';
import { useGet } from '../hooks';
import { useT } from '../i18n';
import { DevSmsReply } from './emergency/DevSmsReply';

interface OutboxMessage {
  to: string;
  channel: 'email' | 'sms' | string;
  subject?: string;
  text: string;
  createdAt: string;
}

const URL_PATTERN = /(https?:\/\/[^\s<>"']+)/g;

/** Plain text with its URLs as links. */
const Linkified = ({ text }: { text: string }) => (
  <>
    {text.split(URL_PATTERN).map((part, i) =>
      i % 2 === 1 ? (
        <a key={i} href={part}>
          {part}
        </a>
      ) : (
        <Fragment key={i}>{part}</Fragment>
      ),
    )}
  </>
);

const formatDate = (iso: string, locale: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString(locale === 'en' ? 'en-GB' : locale);
};

/** /dev/outbox: the development mail/SMS outbox (GET /api/dev/outbox, latest first). */
export const DevOutbox = () => {
  const { t, language } = useT();
  const { load, reload } = useGet<OutboxMessage[]>('/api/dev/outbox', t('error.generic'));
  return (
    <div className="page page-medium">
      <div className="page-header">
        <div>
          <H2>{t('outbox.title')}</H2>
          <p className="muted">{t('outbox.subtitle')}</p>
        </div>
        <Button icon="refresh" text={t('common.refresh')} onClick={reload} />
      </div>
      {load.state === 'loading' ? (
        <NonIdealState icon={<Spinner />} title={t('common.loading')} />
      ) : load.state === 'error' ? (
        // The API exists only in development (NODE_ENV=development or DEV_OUTBOX=true).
        <NonIdealState icon="disable" title={t('security.outboxUnavailable')} description={load.message} />
      ) : load.data.length === 0 ? (
        <NonIdealState icon="inbox" title={t('outbox.empty')} />
      ) : (
        <div className="outbox-list">
          {load.data.map((m, i) => (
            <Card key={`${m.createdAt}-${i}`} className="outbox-item" data-testid="outbox-item">
              <div className="outbox-head">
                <Tag icon={m.channel === 'sms' ? 'mobile-phone' : 'envelope'} intent={m.channel === 'sms' ? 'success' : 'primary'} minimal>
                  {m.channel === 'sms' ? t('outbox.channel.sms') : t('outbox.channel.email')}
                </Tag>
                <span className="outbox-to">
                  {t('outbox.to')}: <strong>{m.to}</strong>
                </span>
                <span className="muted outbox-date">{formatDate(m.createdAt, language)}</span>
              </div>
              {m.subject ? <div className="outbox-subject">{m.subject}</div> : null}
              <div className="outbox-text">
                <Linkified text={m.text} />
              </div>
              {m.channel === 'sms' && /\bYES\b/.test(m.text) ? <DevSmsReply from={m.to} /> : null}
            </Card>
          ))}
        </div>
      )}
    </div>
  );
};
