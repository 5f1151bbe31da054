import { useEffect } from 'react';
import { Card, H2, H3, H4, Icon, Tag, type IconName } from '@blueprintjs/core';
import { Link, useLocation } from 'react-router-dom';
import { documentKeys, documentLanguages } from '@nvp/events/browser';
import { useT, type MessageId } from '../../i18n';
import { documentName, useDocuments } from './Documents';
import { isPolicyKey, policyPath } from './policies/policy';
import './content.css';
import { usePageHead } from '../../head/usePageHead';

const Section = ({ title, text, icon }: { title: MessageId; text: MessageId; icon?: IconName }) => {
  const { t } = useT();
  return (
    <section>
      <H3>
        {icon ? <Icon icon={icon} size={18} className="section-icon" /> : null}
        {t(title)}
      </H3>
      <p>{t(text)}</p>
    </section>
  );
};

/**
 * The reference list of /aboutus: every document in Sinhala, Tamil and English. Each entry has the anchor
 * `<key>-<language>`; one not uploaded yet reads 'Not yet published'. The platform's own terms are also pages of
 * this site (/policies/<key>, issue 27), linked first.
 */
const ReferenceList = () => {
  const { t } = useT();
  const { load } = useDocuments();
  const { hash } = useLocation();
  useEffect(() => {
    if (hash && load.state === 'ok') document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash, load.state]);
  const entries = load.state === 'ok' ? load.data : [];
  return (
    <section aria-labelledby="references-title">
      <H3 id="references-title">{t('content.about.referencesTitle')}</H3>
      <p>{t('content.about.referencesText')}</p>
      <ul className="document-list" data-testid="reference-documents">
        {documentKeys.map((key) => (
          <li key={key}>
            <H4>{t(documentName(key))}</H4>
            {isPolicyKey(key) ? (
              // The draft published as a page (issue 27); the PDFs below are the adopted versions once uploaded.
              <p className="document-online">
                <Link to={policyPath(key)} data-testid="reference-document-online">
                  <Icon icon="manual" size={14} /> {t('content.about.readOnline')}
                  <span className="visually-hidden">: {t(documentName(key))}</span>
                </Link>
              </p>
            ) : null}
            <div className="document-languages">
              {documentLanguages.map((language) => {
                const entry = entries.find((d) => d.key === key && d.language === language);
                const languageName = t(`lang.${language}`);
                return (
                  <span key={language} id={`${key}-${language}`} data-testid="reference-document" data-published={Boolean(entry?.published)}>
                    {entry?.published && entry.url ? (
                      // The link's name is its content, so it always contains the visible language name (WCAG 2.5.3,
                      // axe label-content-name-mismatch): the document's name and "PDF" are visually hidden around it.
                      <a href={entry.url} target="_blank" rel="noreferrer">
                        <Icon icon="document" size={14} /> <span className="visually-hidden">{t(documentName(key))}, </span>
                        <span lang={language}>{languageName}</span>
                        <span className="visually-hidden"> (PDF)</span>
                      </a>
                    ) : (
                      <>
                        <span lang={language}>{languageName}</span> <Tag minimal>{t('content.documents.notPublished')}</Tag>
                      </>
                    )}
                  </span>
                );
              })}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
};

/** /aboutus (spec §2): social service, national policy, national volunteer service, the management system, references. */
export const AboutUs = () => {
  const { t } = useT();
  usePageHead(t('content.about.title'), { id: 'aboutus' });
  return (
    <div className="page page-medium info-page">
      <H2>{t('content.about.title')}</H2>
      <Card elevation={1}>
        <Section title="content.about.socialTitle" text="content.about.socialText" icon="people" />
        <Section title="content.about.policyTitle" text="content.about.policyText" icon="manual" />
        <Section title="content.about.serviceTitle" text="content.about.serviceText" icon="hand" />
        <Section title="content.about.systemTitle" text="content.about.systemText" icon="applications" />
        <ReferenceList />
      </Card>
    </div>
  );
};

const contacts: { role: MessageId; name: string; phone: string; email: string }[] = [
  { role: 'content.contact.director', name: 'Mrs. K. A. Perera', phone: '+94 11 234 5670', email: 'director@volunteer.gov.lk' },
  { role: 'content.contact.deputyDirector', name: 'Mr. S. Rajendran', phone: '+94 11 234 5671', email: 'deputydirector@volunteer.gov.lk' },
  { role: 'content.contact.officer', name: 'Ms. N. Fernando', phone: '+94 11 234 5672', email: 'officer@volunteer.gov.lk' },
];

/** /contactus (spec §2): director, deputy director, an officer, address, phones, fax. */
export const ContactUs = () => {
  const { t } = useT();
  usePageHead(t('content.contact.title'), { id: 'contactus' });
  return (
    <div className="page page-medium info-page">
      <H2>{t('content.contact.title')}</H2>
      <p>{t('content.contact.intro')}</p>
      <div className="contact-grid">
        {contacts.map((c) => (
          <Card key={c.role} elevation={1} data-testid="contact-card">
            <H3>{t(c.role)}</H3>
            <p>{c.name}</p>
            <p>
              <Icon icon="phone" size={12} /> {t('content.contact.phone')}: <a href={`tel:${c.phone.replace(/\s/g, '')}`}>{c.phone}</a>
            </p>
            <p>
              <Icon icon="envelope" size={12} /> {t('content.contact.email')}: <a href={`mailto:${c.email}`}>{c.email}</a>
            </p>
          </Card>
        ))}
        <Card elevation={1}>
          <H3>{t('content.contact.address')}</H3>
          <address className="contact-address">{t('content.contact.addressText')}</address>
          <p>
            <Icon icon="phone" size={12} /> {t('content.contact.phone')}: <a href="tel:+94112345678">+94 11 234 5678</a>, <a href="tel:+94112345679">+94 11 234 5679</a>
          </p>
          <p>
            <Icon icon="print" size={12} /> {t('content.contact.fax')}: +94 11 234 5699
          </p>
        </Card>
      </div>
    </div>
  );
};

/** /engage-with-us (spec §2): the process for volunteers, VIOs, postings, selection, contributing. */
export const EngageWithUs = () => {
  const { t } = useT();
  usePageHead(t('content.engage.title'), { id: 'engage' });
  return (
    <div className="page page-medium info-page">
      <H2>{t('content.engage.title')}</H2>
      <p>{t('content.engage.intro')}</p>
      <Card elevation={1}>
        <Section title="content.engage.volunteersTitle" text="content.engage.volunteersText" icon="person" />
        <Section title="content.engage.viosTitle" text="content.engage.viosText" icon="office" />
        <Section title="content.engage.postingsTitle" text="content.engage.postingsText" icon="clipboard" />
        <Section title="content.engage.selectionTitle" text="content.engage.selectionText" icon="tick-circle" />
        <Section title="content.engage.contributingTitle" text="content.engage.contributingText" icon="time" />
      </Card>
    </div>
  );
};
