import { useState } from 'react';
import { Card, H2, NonIdealState, Spinner, Tag, H3 } from '@blueprintjs/core';
import { documentKeys, documentLanguages, type DocumentKey, type DocumentLanguage } from '@nvp/events/browser';
import { errorText, rememberPosition } from '../../api';
import { useGet } from '../../hooks';
import { useT, type MessageId } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { upload } from '../../reference/upload';
import { showToast } from '../../toaster';
import './content.css';

export interface DocumentEntry {
  key: DocumentKey;
  language: DocumentLanguage;
  published: boolean;
  url?: string;
  size?: number;
  publishedAt?: string;
}

export const documentName = (key: DocumentKey): MessageId => `content.documents.${key}`;
const langName = (language: DocumentLanguage): MessageId => `lang.${language}`;
export const useDocuments = () => useGet<DocumentEntry[]>('/api/document/list', '');

/** One document in one language: its state and a PDF picker that uploads at once. */
const DocumentRow = ({ entry, onUploaded }: { entry: DocumentEntry; onUploaded: () => void }) => {
  const { t } = useT();
  const format = useFormat();
  const [busy, setBusy] = useState(false);
  const id = `document-${entry.key}-${entry.language}`;
  const send = async (file: File | undefined, input: HTMLInputElement) => {
    if (!file) return;
    setBusy(true);
    try {
      const form = new FormData();
      form.append('file', file);
      const result = await upload<{ position?: string }>(`/api/document/${entry.key}/${entry.language}`, form);
      rememberPosition(result.position);
      showToast(t('content.documents.uploaded'), 'success');
      onUploaded();
    } catch (error) {
      showToast(errorText(error), 'danger');
    } finally {
      setBusy(false);
      input.value = '';
    }
  };
  return (
    <div className="document-row" data-testid="document-row" data-key={entry.key} data-language={entry.language} data-published={entry.published}>
      <div>
        <strong>{t(langName(entry.language))}</strong>{' '}
        {entry.published && entry.url ? (
          <>
            <Tag intent="success" minimal>
              {t('content.documents.published', { date: format.dayOf(entry.publishedAt!) })}
            </Tag>{' '}
            <a href={entry.url} target="_blank" rel="noreferrer">
              PDF
            </a>
          </>
        ) : (
          <Tag minimal>{t('content.documents.notPublished')}</Tag>
        )}
      </div>
      <div>
        <label htmlFor={id} className="bp6-button bp6-small">
          {t(entry.published ? 'content.documents.replace' : 'content.documents.upload')}
        </label>
        <input
          id={id}
          name={id}
          type="file"
          accept="application/pdf"
          className="visually-hidden-file"
          aria-label={t('content.documents.fileLabel', { name: t(documentName(entry.key)), language: t(langName(entry.language)) })}
          disabled={busy}
          onChange={(e) => void send(e.currentTarget.files?.[0], e.currentTarget)}
        />
        {busy ? <Spinner size={16} /> : null}
      </div>
    </div>
  );
};

/** /admin/documents (core admins): the twelve reference documents of /aboutus, each uploaded as a PDF. */
export const AdminDocuments = () => {
  const { t } = useT();
  const { load, reload } = useDocuments();
  return (
    <div className="page page-medium">
      <H2>{t('content.documents.title')}</H2>
      <p className="muted">{t('content.documents.text')}</p>
      {load.state === 'loading' ? (
        <NonIdealState icon={<Spinner />} title={t('common.loading')} />
      ) : load.state === 'error' ? (
        <NonIdealState icon="error" title={t('error.generic')} />
      ) : (
        documentKeys.map((key) => (
          <Card key={key} elevation={1} style={{ marginBottom: 12 }}>
            <H3>{t(documentName(key))}</H3>
            {documentLanguages.map((language) => {
              const entry = load.data.find((d) => d.key === key && d.language === language) ?? { key, language, published: false };
              return <DocumentRow key={language} entry={entry} onUploaded={reload} />;
            })}
          </Card>
        ))
      )}
    </div>
  );
};
