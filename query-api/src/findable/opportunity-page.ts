import { summaryOf, textAsHtml, type PageHead } from './head';
import { siteText, type Language } from './language';

/** What an anonymous reader may see of a formal opportunity: no supervisor (never read from the table here). */
export interface PublicOpportunity {
  id: string;
  status: 'APPROVED' | 'COMPLETED';
  title: string;
  type: string | null;
  vioId: string;
  vioName: string;
  /** The opportunity's form as stored (descriptions in three languages, place, dates, counts). */
  data: Record<string, unknown>;
  createdAt: string;
  reviewedAt: string | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The description in `language`, English when that one is empty (spec §1, as the opportunity API answers). */
export const descriptionIn = (o: PublicOpportunity, language: Language) => {
  const d = o.data;
  const own = { en: d.descriptionEnglish, si: d.descriptionSinhala, ta: d.descriptionTamil }[language];
  return text(own) || text(d.descriptionEnglish) || text(d.description);
};

/** An ISO day (YYYY-MM-DD) to the end of that day in Sri Lanka, as schema.org DateTime. */
const endOfDayInColombo = (day: string) => `${day}T23:59:59+05:30`;

/**
 * schema.org JobPosting for an open (approved) opportunity, the type search engines document for volunteer roles
 * (employmentType VOLUNTEER): title, description (HTML), datePosted (approval, else creation), validThrough (the
 * last day), hiringOrganization (the VIO and its public profile) and the place as the form has it; an online one is
 * TELECOMMUTE from Sri Lanka. Nothing personal: the supervisor is not in `o`.
 */
export const jobPostingOf = (o: PublicOpportunity, language: Language, urls: { page: string; vio: string }) => {
  const d = o.data;
  const online = o.type === 'ONLINE';
  const address = {
    '@type': 'PostalAddress',
    ...(text(d.location) ? { streetAddress: text(d.location) } : {}),
    ...(text(d.divisionalSecretariat) ? { addressLocality: text(d.divisionalSecretariat) } : {}),
    ...(text(d.district) ? { addressRegion: text(d.district) } : {}),
    addressCountry: 'LK',
  };
  const openings = typeof d.noOfVolunteers === 'number' && d.noOfVolunteers > 0 ? d.noOfVolunteers : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: o.title,
    description: textAsHtml(descriptionIn(o, language)),
    employmentType: 'VOLUNTEER',
    datePosted: (o.reviewedAt ?? o.createdAt).slice(0, 10),
    ...(text(d.endDate) ? { validThrough: endOfDayInColombo(text(d.endDate)) } : {}),
    ...(text(d.startDate) ? { jobStartDate: text(d.startDate) } : {}),
    ...(openings ? { totalJobOpenings: openings } : {}),
    url: urls.page,
    identifier: { '@type': 'PropertyValue', name: siteText.en.name, value: o.id },
    hiringOrganization: { '@type': 'Organization', name: o.vioName, url: urls.vio },
    ...(online
      ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'Sri Lanka' } }
      : { jobLocation: { '@type': 'Place', address } }),
  };
};

/**
 * The head of /viewOpportunity/:id. The JobPosting only while the opportunity is open (approved): a completed one is
 * still readable, but search engines are told of postings that can still be answered only.
 */
export const opportunityHead = (o: PublicOpportunity, language: Language, base: string): PageHead => {
  const path = `/viewOpportunity/${o.id}`;
  const page = `${base}${path}?lang=${language}`;
  const vio = `${base}/vio/${o.vioId}?lang=${language}`;
  const description = summaryOf(descriptionIn(o, language)) || siteText[language].description;
  return {
    language,
    // As the console titles its pages (console/src/head/head.ts pageTitle).
    title: `${o.title.replace(/\s+/g, ' ').trim()} · ${siteText[language].name}`,
    shortTitle: o.title,
    description,
    path,
    jsonLd: o.status === 'APPROVED' ? jobPostingOf(o, language, { page, vio }) : undefined,
  };
};
