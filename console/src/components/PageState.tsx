import type { JSX } from 'react';
import { Button, Classes, H4, NonIdealState, Spinner } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { useT } from '../i18n';

/** Spinner while a page loads (spec §2: "spinner while loading"). */
export const PageSpinner = () => {
  const { t } = useT();
  return (
    <div className="page page-narrow" data-testid="page-loading">
      <NonIdealState icon={<Spinner size={48} />} title={t('common.loading')} />
    </div>
  );
};

/**
 * A loading state inside a page: Blueprint's NonIdealState with a spinner, without the inline style NonIdealState
 * writes on its icon (a prerendered page's HTML can carry no style attribute: the CSP refuses them, and hydration
 * would not put them back). The icon's size is in styles.css (.loading-visual).
 */
export const LoadingState = () => {
  const { t } = useT();
  return (
    <div className={`${Classes.NON_IDEAL_STATE} ${Classes.NON_IDEAL_STATE}-vertical`}>
      <div className={`${Classes.NON_IDEAL_STATE_VISUAL} loading-visual`}>
        <Spinner className={Classes.ICON_MUTED} />
      </div>
      <div className={Classes.NON_IDEAL_STATE_TEXT}>
        <H4>{t('common.loading')}</H4>
      </div>
    </div>
  );
};

/**
 * The error page of spec §2: a title (by default 'Something went wrong'), the message, and an action
 * (by default Go back). `testId` marks the wrapper; the message itself is always `page-error`.
 */
export const PageError = ({ message, title, action, testId }: { message: string; title?: string; action?: JSX.Element; testId?: string }) => {
  const { t } = useT();
  const navigate = useNavigate();
  return (
    <div className="page page-narrow" data-testid={testId}>
      <NonIdealState
        icon="error"
        title={title ?? t('common.errorTitle')}
        description={<p data-testid="page-error">{message}</p>}
        action={action ?? <Button icon="arrow-left" text={t('common.goBack')} onClick={() => navigate(-1)} />}
      />
    </div>
  );
};
