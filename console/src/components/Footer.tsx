import { Icon } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../i18n';
import { Logo } from './Logo';

/** Asked once per page load: the development outbox exists only in development. */
let devOutbox: Promise<boolean> | undefined;
const hasDevOutbox = () => (devOutbox ??= fetch('/api/dev/outbox?limit=1', { method: 'HEAD' }).then((r) => r.ok, () => false));

export const Footer = () => {
  const { t } = useT();
  const [showOutbox, setShowOutbox] = useState(false);
  useEffect(() => {
    let live = true;
    void hasDevOutbox().then((available) => live && setShowOutbox(available));
    return () => {
      live = false;
    };
  }, []);
  return (
    <footer className="footer">
      <div className="footer-grid">
        <div className="footer-brand">
          <Logo size={44} />
          <div>
            <div className="brand-name">{t('app.name')}</div>
            <div className="footer-muted">{t('app.tagline')}</div>
          </div>
        </div>
        <nav className="footer-links">
          <Link to="/">{t('footer.home')}</Link>
          <Link to="/aboutus">{t('footer.aboutUs')}</Link>
          <Link to="/volunteer-opportunities">{t('footer.findOpportunities')}</Link>
          <Link to="/register?registerAs=vio">{t('footer.requestVolunteers')}</Link>
          <Link to="/contactus">{t('footer.contactUs')}</Link>
        </nav>
        <address className="footer-contact">
          <div>
            <Icon icon="map-marker" size={12} /> <strong>{t('footer.addressTitle')}:</strong> {t('footer.address')}
          </div>
          <div>
            <Icon icon="phone" size={12} /> <strong>{t('footer.phones')}:</strong> <a href="tel:+94112345678">+94 11 234 5678</a>,{' '}
            <a href="tel:+94112345679">+94 11 234 5679</a>
          </div>
          <div>
            <Icon icon="envelope" size={12} /> <strong>{t('footer.emails')}:</strong> <a href="mailto:info@volunteer.gov.lk">info@volunteer.gov.lk</a>
          </div>
        </address>
      </div>
      <div className="footer-bottom">
        <span>{t('footer.copyright')}</span>
        {/* The documents a volunteer or VIO agrees to, reachable from every page (issue 27). */}
        <nav className="footer-legal" aria-label={t('footer.legal')}>
          <Link to="/policies/conditions-of-service">{t('footer.conditions')}</Link>
          <Link to="/policies/privacy-policy">{t('footer.privacy')}</Link>
        </nav>
        {showOutbox ? (
          <Link to="/dev/outbox" className="dev-link">
            <Icon icon="inbox" size={12} /> {t('nav.devOutbox')}
          </Link>
        ) : null}
      </div>
    </footer>
  );
};
