import { useEffect, useState } from 'react';
import { Button, Card, H2, H3, NonIdealState } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { apiWithHeaders, errorText } from '../../api';
import { Pager } from '../../components/Pager';
import { pagePath } from '../../paging';
import { PageError, PageSpinner } from '../../components/PageState';
import { usePageHead } from '../../head/usePageHead';
import { useT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { announce, showToast } from '../../toaster';
import { certificateFileName, downloadWithToken, pdfPath, type Certificate } from './certificate-logic';
import './certificate.css';

type Load = { state: 'loading' } | { state: 'ok'; rows: Certificate[]; total: number } | { state: 'error'; message: string };
/** Certificates a page; the server pages (one per completed engagement: a long-time volunteer has hundreds). */
const PAGE_SIZE = 12;

/**
 * /certificates (issue 29): the volunteer's valid certificates, newest first, each with what it states, a PDF
 * download (in the interface language) and its public verification page; twelve a page.
 */
export const MyCertificates = () => {
  const { t, language } = useT();
  const format = useFormat();
  usePageHead(t('certificate.my.title'));
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [busy, setBusy] = useState<string>();
  const [page, setPage] = useState(1);

  useEffect(() => {
    const controller = new AbortController();
    apiWithHeaders<Certificate[]>(pagePath('/api/certificate/list', page, PAGE_SIZE), { signal: controller.signal })
      .then(({ data, headers }) => setLoad({ state: 'ok', rows: Array.isArray(data) ? data : [], total: Number(headers.get('x-total-count')) || 0 }))
      .catch((error) => {
        if (!controller.signal.aborted) setLoad({ state: 'error', message: errorText(error, t('error.generic')) });
      });
    return () => controller.abort();
  }, [page, t]);

  if (load.state === 'loading') return <PageSpinner />;
  if (load.state === 'error') return <PageError message={load.message} />;

  const pages = Math.max(1, Math.ceil(load.total / PAGE_SIZE));
  const titleOf = (c: Certificate) => (c.kind === 'ANNUAL' ? t('certificate.my.annualTitle', { year: String(c.year ?? '') }) : (c.opportunity ?? ''));
  const download = async (c: Certificate) => {
    setBusy(c.id);
    try {
      await downloadWithToken(pdfPath(c, language), certificateFileName(c));
      announce(t('certificate.my.downloaded'));
    } catch (error) {
      showToast(errorText(error, t('error.generic')), 'danger');
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <div className="page certificates-page">
      <H2>{t('certificate.my.title')}</H2>
      <p className="muted">{t('certificate.my.intro')}</p>
      {load.rows.length === 0 ? (
        <Card>
          <NonIdealState icon="badge" title={t('certificate.my.none')} description={t('certificate.my.noneText')} />
        </Card>
      ) : (
        <ul className="certificate-list" aria-label={t('certificate.my.title')}>
          {load.rows.map((c) => {
            const title = titleOf(c);
            return (
              <li key={c.id}>
                <Card className="certificate-card" data-testid="certificate" data-certificate-id={c.id} data-kind={c.kind}>
                  <H3 className="certificate-title">{title}</H3>
                  {c.vio ? <p>{t('certificate.my.organisation', { vio: c.vio })}</p> : null}
                  <p className="certificate-hours" data-testid="certificate-hours">
                    {t('certificate.my.hours', { hours: format.number(c.hours) })}
                  </p>
                  <p>{t('certificate.my.period', { from: format.day(c.period.from), to: format.day(c.period.to) })}</p>
                  <p className="muted">{t('certificate.my.issued', { date: format.dayOf(c.issuedAt) })}</p>
                  <div className="button-row">
                    <Button
                      intent="primary"
                      icon="download"
                      text={t('certificate.my.download')}
                      aria-label={t('certificate.my.downloadLabel', { title })}
                      loading={busy === c.id}
                      onClick={() => void download(c)}
                      data-testid="certificate-download"
                    />
                    <Link to={`/verify/${encodeURIComponent(c.id)}`} data-testid="certificate-verify-link">
                      {t('certificate.my.verifyLink')}
                    </Link>
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      <Pager page={Math.min(page, pages)} pages={pages} onPage={setPage} />
    </div>
  );
};
