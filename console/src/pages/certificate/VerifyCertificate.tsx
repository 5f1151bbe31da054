import { useEffect, useState } from 'react';
import { Card, H2, NonIdealState } from '@blueprintjs/core';
import { useParams } from 'react-router-dom';
import { api, errorText } from '../../api';
import { PageError, PageSpinner } from '../../components/PageState';
import { usePageHead } from '../../head/usePageHead';
import { useT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import type { Verification } from './certificate-logic';
import './certificate.css';

type Load = { state: 'loading' } | { state: 'ok'; answer: Verification } | { state: 'error'; message: string };

/**
 * /verify/:id (issue 29), public: the page a certificate's QR code opens. A valid certificate shows what it states;
 * a revoked or unknown one says so plainly and shows nothing about anyone.
 */
export const VerifyCertificate = () => {
  const { t } = useT();
  const format = useFormat();
  const { id = '' } = useParams();
  usePageHead(t('certificate.verify.title'));
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    api<Verification>(`/api/certificate/verify/${encodeURIComponent(id)}`, { signal: controller.signal })
      .then((answer) => setLoad({ state: 'ok', answer }))
      .catch((error) => {
        if (!controller.signal.aborted) setLoad({ state: 'error', message: errorText(error, t('error.generic')) });
      });
    return () => controller.abort();
  }, [id, t]);

  if (load.state === 'loading') return <PageSpinner />;
  if (load.state === 'error') return <PageError message={load.message} />;
  const answer = load.answer;
  if (!answer.valid) {
    const revoked = answer.reason === 'REVOKED';
    return (
      <div className="page page-narrow" data-testid="verify-invalid" data-reason={answer.reason}>
        <H2 className="visually-hidden">{t('certificate.verify.title')}</H2>
        <Card>
          <NonIdealState
            icon={revoked ? 'disable' : 'search'}
            title={t(revoked ? 'certificate.verify.revoked' : 'certificate.verify.unknown')}
            description={t(revoked ? 'certificate.verify.revokedText' : 'certificate.verify.unknownText')}
          />
        </Card>
      </div>
    );
  }
  const facts: [string, string][] = [
    [t('certificate.verify.name'), answer.name],
    ...(answer.vio ? [[t('certificate.verify.vio'), answer.vio] as [string, string]] : []),
    ...(answer.opportunity ? [[t('certificate.verify.opportunity'), answer.opportunity] as [string, string]] : []),
    ...(answer.year ? [[t('certificate.verify.year'), String(answer.year)] as [string, string]] : []),
    [t('certificate.verify.period'), t('certificate.my.period', { from: format.day(answer.period.from), to: format.day(answer.period.to) })],
    [t('certificate.verify.hours'), format.number(answer.hours)],
    [t('certificate.verify.issued'), format.dayOf(answer.issuedAt)],
    [t('certificate.verify.number'), answer.id],
  ];
  return (
    <div className="page page-narrow" data-testid="verify-valid">
      <H2>{t('certificate.verify.title')}</H2>
      <Card className="certificate-verified">
        <p className="certificate-valid" role="status">
          <span aria-hidden="true" className="certificate-valid-mark">
            ✓
          </span>{' '}
          <strong>{t('certificate.verify.valid')}</strong>
        </p>
        <p>{t('certificate.verify.validText')}</p>
        <dl className="certificate-facts">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
    </div>
  );
};
