import { NonIdealState } from '@blueprintjs/core';
import { useT, type MessageId } from '../i18n';

export const ComingSoon = ({ title }: { title?: MessageId }) => {
  const { t } = useT();
  return (
    <div className="page page-narrow">
      <NonIdealState
        icon="build"
        title={title ? t(title) : t('comingSoon.title')}
        description={
          <>
            {title ? <strong>{t('comingSoon.title')}</strong> : null}
            <p>{t('comingSoon.body')}</p>
          </>
        }
      />
    </div>
  );
};

export const NotFound = () => {
  const { t } = useT();
  return (
    <div className="page page-narrow">
      <NonIdealState icon="search" title={t('notFound.title')} description={t('notFound.body')} />
    </div>
  );
};
