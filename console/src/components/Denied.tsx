import { Button, NonIdealState } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { useT, type MessageId } from '../i18n';
import { useSession } from '../session/SessionContext';
import { homeOf } from '../session/token';

/** What a logged-in user who is not allowed on a route sees. */
export const Denied = ({ message }: { message: MessageId }) => {
  const { t } = useT();
  const { session } = useSession();
  const navigate = useNavigate();
  return (
    <div className="page page-narrow">
      <NonIdealState
        icon="lock"
        title={t('guard.title')}
        description={<p data-testid="access-denied">{t(message)}</p>}
        action={<Button intent="primary" icon="home" text={t('guard.goHome')} onClick={() => navigate(homeOf(session))} />}
      />
    </div>
  );
};
