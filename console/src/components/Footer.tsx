import { Icon } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { useT } from '../i18n';
import { Logo } from './Logo';

export const Footer = () => {
  const { t } = useT();
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
        <Link to="/dev/outbox" className="dev-link">
          <Icon icon="inbox" size={12} /> {t('nav.devOutbox')}
        </Link>
      </div>
    </footer>
  );
};
