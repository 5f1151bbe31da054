import { useEffect, useState } from 'react';
import { Button, Card, H2, H4, Icon } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { Logo } from '../components/Logo';
import { useT, type MessageId } from '../i18n';

const slogans: MessageId[] = ['landing.slogan1', 'landing.slogan2', 'landing.slogan3'];
const SLOGAN_MS = 7000;

/**
 * The headline rotates through three slogans every 7 s with a fade. It is not a live region (a screen reader
 * would read every change), it stands still for people who ask for reduced motion, and a button pauses it
 * (WCAG 2.2.2: moving content that lasts more than 5 s can be paused).
 */
const RotatingSlogan = () => {
  const { t } = useT();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(() => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches);
  useEffect(() => {
    if (paused) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % slogans.length), SLOGAN_MS);
    return () => window.clearInterval(timer);
  }, [paused]);
  return (
    <div className="slogan-row">
      <h1 className="slogan">
        <span key={index} className={paused ? undefined : 'slogan-text'}>
          {t(slogans[index])}
        </span>
      </h1>
      <Button
        className="slogan-pause"
        variant="minimal"
        icon={paused ? 'play' : 'pause'}
        aria-label={t(paused ? 'a11y.slogansPlay' : 'a11y.slogansPause')}
        onClick={() => setPaused((p) => !p)}
      />
    </div>
  );
};

export const Landing = () => {
  const { t } = useT();
  const navigate = useNavigate();
  return (
    <div className="landing">
      <section id="home" className="hero">
        <div className="hero-inner">
          <Logo size={72} title={t('app.logoAlt')} />
          <RotatingSlogan />
          <p className="hero-intro">{t('landing.intro')}</p>
          <div className="button-row hero-actions">
            <Button size="large" intent="primary" icon="search" text={t('landing.viewOpportunities')} onClick={() => navigate('/volunteer-opportunities')} />
            <Button size="large" icon="arrow-right" className="hero-secondary" text={t('landing.readMore')} onClick={() => navigate('/aboutus')} />
          </div>
        </div>
      </section>

      <section id="regOps" className="landing-section">
        <H2>{t('landing.regOpsTitle')}</H2>
        <div className="choice-grid">
          <Card className="choice-card" elevation={1}>
            <Icon icon="person" size={36} className="choice-icon" />
            <H4>{t('register.asVolunteer')}</H4>
            <p className="muted">{t('landing.regOpsVolunteer')}</p>
            <Button intent="primary" text={t('landing.registerVolunteer')} onClick={() => navigate('/register?registerAs=volunteer')} />
          </Card>
          <Card className="choice-card" elevation={1}>
            <Icon icon="office" size={36} className="choice-icon" />
            <H4>{t('register.asVio')}</H4>
            <p className="muted">{t('landing.regOpsVio')}</p>
            <Button intent="primary" text={t('landing.registerVio')} onClick={() => navigate('/register?registerAs=vio')} />
          </Card>
        </div>
      </section>

      <section id="aboutUs" className="landing-section landing-about">
        <H2>{t('landing.aboutTitle')}</H2>
        <p>{t('landing.aboutText')}</p>
        <Button variant="outlined" icon="arrow-right" text={t('landing.readMore')} onClick={() => navigate('/aboutus')} />
      </section>
    </div>
  );
};
