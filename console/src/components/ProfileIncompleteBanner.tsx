import { Button, Callout } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { useT } from '../i18n';
import { PROFILE_INCOMPLETE_KEY } from '../pages/VerifyEmail';

/** Shown while the locally stored profile-incomplete flag (set after e-mail verification) is present. */
export const ProfileIncompleteBanner = ({ profilePath }: { profilePath: string }) => {
  const { t } = useT();
  const navigate = useNavigate();
  if (!localStorage.getItem(PROFILE_INCOMPLETE_KEY)) return null;
  return (
    <Callout intent="warning" icon="warning-sign" className="banner" data-testid="profile-incomplete">
      <div className="banner-row">
        <span>{t('home.incompleteProfile')}</span>
        <Button intent="warning" icon="person" text={t('home.viewProfile')} onClick={() => navigate(profilePath)} />
      </div>
    </Callout>
  );
};
