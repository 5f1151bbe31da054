import { NonIdealState } from '@blueprintjs/core';
import { useParams } from 'react-router-dom';
import { useT } from '../i18n';

/** Placeholder: phone verification (/verifyMobile/:email) is built later. */
export const VerifyMobile = () => {
  const { t } = useT();
  const { email = '' } = useParams();
  return (
    <div className="page page-narrow">
      <NonIdealState icon="mobile-phone" title={t('verifyMobile.title')} description={t('verifyMobile.body', { email })} />
    </div>
  );
};
