import { Button, Card, H2, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { Fragment } from 'react';
import { useGet } from '../hooks';
import type { Language } from '@nvp/events/browser';
import { useT, type MessageId } from '../i18n';
import { formatters } from '../i18n/format';
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

const formatDate = (iso: string, language: Language) => formatters(language).dateTime(iso, { seconds: true });

/** Mail and SMS kept instead of sent, latest first, from `source`. */
const Outbox = ({ source, title, subtitle, unavailable }: { source: string; title: MessageId; subtitle: MessageId; unavailable: MessageId }) => {
  const { t, language } = useT();
  const { load, reload } = useGet<OutboxMessage[]>(source, t('error.generic'));
  return (
    <div className="page page-medium">
      <div className="page-header">
        <div>
          <H2>{t(title)}</H2>
          <p className="muted">{t(subtitle)}</p>
        </div>
        <Button icon="refresh" text={t('common.refresh')} onClick={reload} />
      </div>
      {load.state === 'loading' ? (
        <NonIdealState icon={<Spinner />} title={t('common.loading')} />
      ) : load.state === 'error' ? (
        <NonIdealState icon="disable" title={t(unavailable)} description={load.message} />
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

/** /dev/outbox: the development outbox (GET /api/dev/outbox), which exists only in development. */
export const DevOutbox = () => <Outbox source="/api/dev/outbox" title="outbox.title" subtitle="outbox.subtitle" unavailable="security.outboxUnavailable" />;

/** /admin/outbox: core admins read what was kept because no SMTP relay or SMS gateway is configured. */
export const AdminOutbox = () => (
  <Outbox source="/api/admin/outbox" title="security.adminOutbox.title" subtitle="security.adminOutbox.subtitle" unavailable="security.adminOutbox.none" />
);
