import { useEffect, useState, useSyncExternalStore } from 'react';
import { Button, Card, H2, H3, Icon, type IconName } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { Logo } from '../components/Logo';
import { useT, type MessageId } from '../i18n';
import { useFormat } from '../i18n/format';
import { api } from '../api';
import { abbreviate, Carousel } from './content/shared';
import './content/content.css';
import { usePageHead } from '../head/usePageHead';
import { useLoad } from '../hooks';
import { sdgClass } from '../components/opportunity/sdg-class';

const slogans: MessageId[] = ['landing.slogan1', 'landing.slogan2', 'landing.slogan3'];
const SLOGAN_MS = 7000;
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const prefersReducedMotion = () => window.matchMedia?.(REDUCED_MOTION).matches ?? false;
const onMotionPreference = (changed: () => void) => {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener('change', changed);
  return () => query?.removeEventListener('change', changed);
};

/**
 * The headline rotates through three slogans every 7 s with a fade. It is not a live region (a screen reader
 * would read every change), it stands still for people who ask for reduced motion, and a button pauses it
 * (WCAG 2.2.2: moving content that lasts more than 5 s can be paused).
 */
const RotatingSlogan = () => {
  const { t } = useT();
  const [index, setIndex] = useState(0);
  const stillAsked = useSyncExternalStore(onMotionPreference, prefersReducedMotion, () => false);
  const [pausedByUser, setPaused] = useState<boolean>();
  const paused = pausedByUser ?? stillAsked;
  useEffect(() => {
    if (paused) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % slogans.length), SLOGAN_MS);
    return () => window.clearInterval(timer);
  }, [paused]);
  return (
    <div className="slogan-row">
      <h1 className="slogan">
        {/* Every slogan is laid out in the same cell, the others invisible: the headline is as tall as the longest
            one from the first paint, so a change of slogan never moves the page below it. */}
        <span className="slogan-stack">
          <span key={index} className={paused ? undefined : 'slogan-text'}>
            {t(slogans[index])}
          </span>
          {slogans.map((slogan) => (
            <span key={slogan} className="slogan-ghost" aria-hidden="true">
              {t(slogan)}
            </span>
          ))}
        </span>
      </h1>
      <Button
        className="slogan-pause"
        variant="minimal"
        icon={paused ? 'play' : 'pause'}
        aria-label={t(paused ? 'a11y.slogansPlay' : 'a11y.slogansPause')}
        onClick={() => setPaused(!paused)}
      />
    </div>
  );
};

/** What POST /api/report/home answers (spec §3 Statistics), plus the 17 goals' names and colours. */
interface HomeStatistics {
  numVolunteersRegistered: number;
  numViosRegistered: number;
  numVolunteersMobilized: number;
  numVolunteerHoursContributed: number;
  valueOfContribution: number;
  numVolunteerHoursBySDG: Record<string, number>;
  goals: { number: number; colour: string; name: string; sinhala_name: string; tamil_name: string }[];
  story: { name: string; description: string; imageURL: string }[];
  partner: { name: string; imageURL: string }[];
}

const areas: { label: MessageId; icon: IconName }[] = [
  { label: 'content.landing.area.community', icon: 'people' },
  { label: 'content.landing.area.education', icon: 'learning' },
  { label: 'content.landing.area.environment', icon: 'tree' },
  { label: 'content.landing.area.emergency', icon: 'lifesaver' },
  { label: 'content.landing.area.health', icon: 'heart' },
  { label: 'content.landing.area.culture', icon: 'bank-account' },
];

const HOME_STATISTICS = '/api/report/home';
/**
 * Statistics, goal tiles and the story and partner carousels: one call; if it fails the rest of the page stands.
 * When the server sent the landing with them (query-api/src/findable, answers.ts), they are on the page from its
 * first render and nothing is asked.
 */
const useHomeStatistics = (): HomeStatistics | null | 'failed' => {
  const { load } = useLoad<HomeStatistics>(
    `POST ${HOME_STATISTICS}`,
    // `read`: after one's own write (a story, a partner) the landing waits for it instead of showing the answer before.
    (_key, signal) => api<HomeStatistics>(HOME_STATISTICS, { method: 'POST', read: true, signal }),
    '',
    { answerable: true },
  );
  return load.state === 'ok' ? load.data : load.state === 'error' ? 'failed' : null;
};

const Statistics = ({ stats }: { stats: HomeStatistics }) => {
  const { t } = useT();
  const format = useFormat();
  const items: { label: MessageId; value: string }[] = [
    { label: 'content.landing.stat.volunteers', value: abbreviate(stats.numVolunteersRegistered) },
    { label: 'content.landing.stat.vios', value: abbreviate(stats.numViosRegistered) },
    { label: 'content.landing.stat.mobilized', value: abbreviate(stats.numVolunteersMobilized) },
    { label: 'content.landing.stat.hours', value: t('content.landing.hours', { hours: abbreviate(stats.numVolunteerHoursContributed) }) },
    { label: 'content.landing.stat.value', value: t('content.landing.lkr', { value: format.amount(stats.valueOfContribution) }) },
  ];
  return (
    <ul className="stat-grid" data-testid="landing-statistics">
      {items.map((item) => (
        <li key={item.label}>
          <Card className="stat-card" elevation={1}>
            <span className="stat-value">{item.value}</span>
            <span>{t(item.label)}</span>
          </Card>
        </li>
      ))}
    </ul>
  );
};

const GoalTiles = ({ stats }: { stats: HomeStatistics }) => {
  const { t, language } = useT();
  return (
    <ul className="goal-grid" data-testid="goal-tiles">
      {stats.goals.map((goal) => (
        <li key={goal.number} className={`goal-tile ${sdgClass(goal.number)}`} data-goal={goal.number}>
          <span className="goal-number">{goal.number}</span>
          <span className="goal-name">{language === 'si' ? goal.sinhala_name : language === 'ta' ? goal.tamil_name : goal.name}</span>
          <span className="goal-hours">{t('content.landing.hours', { hours: abbreviate(stats.numVolunteerHoursBySDG[String(goal.number)] ?? 0) })}</span>
        </li>
      ))}
    </ul>
  );
};

export const Landing = () => {
  const { t } = useT();
  usePageHead(t('app.tagline'), { id: 'landing' });
  const navigate = useNavigate();
  const stats = useHomeStatistics();
  const loaded = stats && stats !== 'failed' ? stats : null;
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

      <section className="landing-section" aria-labelledby="areas-title">
        <H2 id="areas-title">{t('content.landing.areasTitle')}</H2>
        <ul className="area-grid">
          {areas.map((area) => (
            <li key={area.label}>
              <Icon icon={area.icon} size={28} className="choice-icon" />
              <span>{t(area.label)}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="landing-section" aria-labelledby="stats-title">
        <H2 id="stats-title">{t('content.landing.statsTitle')}</H2>
        {loaded ? <Statistics stats={loaded} /> : stats === 'failed' ? <p className="muted">{t('content.landing.statsUnavailable')}</p> : null}
      </section>

      {loaded ? (
        <section className="landing-section" aria-labelledby="goals-title">
          <H2 id="goals-title">{t('content.landing.goalsTitle')}</H2>
          <p>{t('content.landing.goalsText')}</p>
          <GoalTiles stats={loaded} />
        </section>
      ) : null}

      <section id="regOps" className="landing-section">
        <H2>{t('landing.regOpsTitle')}</H2>
        <div className="choice-grid">
          <Card className="choice-card" elevation={1}>
            <Icon icon="person" size={36} className="choice-icon" />
            <H3>{t('register.asVolunteer')}</H3>
            <p className="muted">{t('landing.regOpsVolunteer')}</p>
            <Button intent="primary" text={t('landing.registerVolunteer')} onClick={() => navigate('/register?registerAs=volunteer')} />
          </Card>
          <Card className="choice-card" elevation={1}>
            <Icon icon="office" size={36} className="choice-icon" />
            <H3>{t('register.asVio')}</H3>
            <p className="muted">{t('landing.regOpsVio')}</p>
            <Button intent="primary" text={t('landing.registerVio')} onClick={() => navigate('/register?registerAs=vio')} />
          </Card>
        </div>
      </section>

      {loaded ? (
        <section className="landing-section" aria-labelledby="stories-title">
          <H2 id="stories-title">{t('content.landing.storiesTitle')}</H2>
          {loaded.story.length === 0 ? (
            <p className="muted">{t('content.landing.noStories')}</p>
          ) : (
            <Carousel
              testId="story-carousel"
              label={t('content.landing.storiesTitle')}
              items={loaded.story}
              render={(story) => (
                <Card key={`${story.name}-${story.imageURL}`} className="story-card" elevation={1} data-testid="story-slide">
                  <img src={story.imageURL} alt={t('content.image.alt', { name: story.name })} />
                  <H3>{story.name}</H3>
                  <p>{story.description}</p>
                </Card>
              )}
            />
          )}
        </section>
      ) : null}

      {loaded ? (
        <section className="landing-section" aria-labelledby="partners-title">
          <H2 id="partners-title">{t('content.landing.partnersTitle')}</H2>
          {loaded.partner.length === 0 ? (
            <p className="muted">{t('content.landing.noPartners')}</p>
          ) : (
            <Carousel
              testId="partner-carousel"
              label={t('content.landing.partnersTitle')}
              items={loaded.partner}
              render={(partner) => (
                <Card key={`${partner.name}-${partner.imageURL}`} className="partner-card" elevation={1} data-testid="partner-slide">
                  <img src={partner.imageURL} alt={t('content.image.logoAlt', { name: partner.name })} />
                  <span>{partner.name}</span>
                </Card>
              )}
            />
          )}
        </section>
      ) : null}

      <section id="aboutUs" className="landing-section landing-about">
        <H2>{t('landing.aboutTitle')}</H2>
        <p>{t('landing.aboutText')}</p>
        <Button variant="outlined" icon="arrow-right" text={t('landing.readMore')} onClick={() => navigate('/aboutus')} />
      </section>
    </div>
  );
};
