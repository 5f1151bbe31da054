import { Fragment, lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { Callout, Card, H2, H3, H4 } from '@blueprintjs/core';
import { Link, useLocation, useParams } from 'react-router-dom';
import type { Language } from '@nvp/events/browser';
import { languages, useLanguage, useT } from '../../../i18n';
import { useFormat } from '../../../i18n/format';
import { usePageHead } from '../../../head/usePageHead';
import { LoadingState, PageError } from '../../../components/PageState';
import { documentName } from '../Documents';
import { fetchedPolicyText, fetchPolicyText, isPolicyKey, policyKeys, policyPath, policyVersions, type PolicyBlock, type PolicyItem, type PolicyKey, type PolicySection, type PolicyText } from './policy';
import '../content.css';
import './policies.css';

/** `[[…]]` in a text is a blank the secretariat fills in: shown marked, so nobody takes it for the adopted wording. */
const withBlanks = (text: string): ReactNode =>
  text.split(/\[\[(.+?)\]\]/).map((part, i) =>
    i % 2 ? (
      <mark key={i} className="policy-blank">
        {part}
      </mark>
    ) : (
      <Fragment key={i}>{part}</Fragment>
    ),
  );

const Item = ({ item }: { item: PolicyItem }) =>
  typeof item === 'string' ? (
    <li>{withBlanks(item)}</li>
  ) : (
    <li>
      <strong>{withBlanks(item[0])}</strong> {withBlanks(item[1])}
    </li>
  );

const Block = ({ block }: { block: PolicyBlock }) =>
  typeof block === 'string' ? (
    <p>{withBlanks(block)}</p>
  ) : (
    <ul>
      {block.list.map((item, i) => (
        <Item key={i} item={item} />
      ))}
    </ul>
  );

const Section = ({ section, level }: { section: PolicySection; level: 3 | 4 }) => {
  const Heading = level === 3 ? H3 : H4;
  return (
    <section id={section.id} aria-labelledby={`${section.id}-title`} className="policy-section" data-testid="policy-section">
      <Heading id={`${section.id}-title`}>{section.heading}</Heading>
      {section.blocks.map((block, i) => (
        <Block key={i} block={block} />
      ))}
      {section.sections?.map((sub) => (
        <Section key={sub.id} section={sub} level={4} />
      ))}
    </section>
  );
};

/** The document itself: its summary, a table of contents (anchors, the same in every language) and its sections. */
const PolicyBody = ({ text }: { text: PolicyText }) => {
  const { t } = useT();
  const { hash } = useLocation();
  // A link to a section (#erasure) lands on it once the text is there.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
  return (
    <>
      <p className="policy-summary">{withBlanks(text.summary)}</p>
      <nav aria-labelledby="policy-contents-title" className="policy-contents" data-testid="policy-contents">
        <H3 id="policy-contents-title">{t('policies.contents')}</H3>
        {/* The headings carry their numbers: a plain list, not a second numbering. */}
        <ul>
          {text.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ul>
      </nav>
      {text.sections.map((section) => (
        <Section key={section.id} section={section} level={3} />
      ))}
    </>
  );
};

/** One lazy component per document and language, for a text not fetched yet (the prerender waits for it). */
const bodies = Object.fromEntries(
  policyKeys.map((key) => [
    key,
    Object.fromEntries(
      languages.map((language) => [
        language,
        lazy(() =>
          fetchPolicyText(key, language).then((text) => ({
            default: () => <PolicyBody text={text} />,
          })),
        ),
      ]),
    ),
  ]),
) as unknown as Record<PolicyKey, Record<Language, ComponentType>>;

/** The text at once when it has been fetched (always before a prerendered page is hydrated), else its lazy part. */
const DocumentText = ({ policy, language }: { policy: PolicyKey; language: Language }) => {
  const text = fetchedPolicyText(policy, language);
  if (text) return <PolicyBody text={text} />;
  const Lazy = bodies[policy][language];
  return <Lazy />;
};

/** This document in the other languages: `?lang=` switches the interface language, as on every page. */
const LanguageLinks = () => {
  const { t, language } = useT();
  return (
    <nav aria-label={t('policies.languages')} className="policy-languages" data-testid="policy-languages">
      <span>{t('policies.languages')}: </span>
      {languages.map((l, i) => (
        <Fragment key={l}>
          {i > 0 ? ' · ' : null}
          <Link to={{ search: `?lang=${l}`, hash: '' }} hrefLang={l} lang={l} aria-current={l === language ? 'page' : undefined}>
            {t(`lang.${l}`)}
          </Link>
        </Fragment>
      ))}
    </nav>
  );
};

/** /policies/:document (issue 27): a policy document in the interface language, marked as a draft until adopted. */
export const PolicyPage = () => {
  const { document: key } = useParams();
  const { t, language } = useT();
  const { setLanguage } = useLanguage();
  const format = useFormat();
  // The location's key changes with every visit, also to the address already shown (after the header changed the language).
  const { search, key: visit } = useLocation();
  const known = isPolicyKey(key);
  usePageHead(known ? t(documentName(key)) : t('notFound.title'), known ? { id: 'policies' } : undefined);
  // A link naming a language (the bio's "සිංහල", this page's own links) shows the document in it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new link decides; a language chosen in the header afterwards stays.
  useEffect(() => {
    const asked = new URLSearchParams(search).get('lang');
    if (asked && asked !== language && (languages as readonly string[]).includes(asked)) setLanguage(asked as Language);
  }, [search, visit, setLanguage]);
  if (!known) return <PageError title={t('notFound.title')} message={t('notFound.body')} />;
  const { version, date, status } = policyVersions[key];
  return (
    <div className="page page-medium info-page policy-page" data-testid="policy-page" data-policy={key}>
      <H2>{t(documentName(key))}</H2>
      {status === 'DRAFT' ? (
        <Callout intent="warning" icon="edit" className="policy-draft" data-testid="policy-draft">
          <strong>{t('policies.draft')}</strong>
          <br />
          {t('policies.version', { version, date: format.day(date) })}
        </Callout>
      ) : (
        <p className="muted">{t('policies.version', { version, date: format.day(date) })}</p>
      )}
      <LanguageLinks />
      <Card elevation={1} className="policy-document">
        <Suspense fallback={<LoadingState />}>
          <DocumentText policy={key} language={language} />
        </Suspense>
      </Card>
      <nav aria-labelledby="policy-others-title" className="policy-others">
        <H3 id="policy-others-title">{t('policies.others')}</H3>
        <ul>
          {policyKeys
            .filter((other) => other !== key)
            .map((other) => (
              <li key={other}>
                <Link to={policyPath(other)}>{t(documentName(other))}</Link>
              </li>
            ))}
          <li>
            <Link to="/aboutus">{t('policies.aboutUs')}</Link>
          </li>
        </ul>
      </nav>
    </div>
  );
};
