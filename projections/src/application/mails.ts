import { catalogue, type EventStore, type RecordedEvent, type Sealed, type Vault } from '@nvp/events';
import type { Mailer, SmsSender } from '../notifications/ports';
import type { SinkProjection } from '../runner/projection';

type Language = 'en' | 'si' | 'ta';
interface Contact {
  email: string;
  name: string;
  language: Language;
}
type Texts = Record<Language, string>;
const ORDER: Language[] = ['en', 'si', 'ta'];

/** One mail in the three languages, the recipient's first (spec: notifications in the recipient's language, then the other two). */
export const trilingualMail = (to: Contact, subject: Texts, body: Texts, link?: string) => {
  const languages = [to.language, ...ORDER.filter((l) => l !== to.language)];
  return {
    to: to.email,
    subject: languages.map((l) => subject[l]).join(' | '),
    text: [...(link ? [link, ''] : []), ...languages.flatMap((l) => [body[l], ''])].join('\n').trim(),
  };
};

const texts = {
  selected: (title: string) => ({
    subject: { en: 'You are shortlisted', si: 'ඔබ කෙටි ලැයිස්තුවට ඇතුළත් කර ඇත', ta: 'நீங்கள் தேர்வுப் பட்டியலில் சேர்க்கப்பட்டுள்ளீர்கள்' },
    body: {
      en: `Good news: an administrator selected you for "${title}". The organisation will now decide.`,
      si: `සුබ පුවතක්: "${title}" සඳහා පරිපාලකයෙකු ඔබව තෝරාගෙන ඇත. දැන් සංවිධානය තීරණය කරනු ඇත.`,
      ta: `நற்செய்தி: "${title}" வாய்ப்பிற்கு ஒரு நிர்வாகி உங்களைத் தேர்ந்தெடுத்துள்ளார். இனி நிறுவனம் முடிவு செய்யும்.`,
    },
  }),
  notSelected: (title: string) => ({
    subject: { en: 'About your application', si: 'ඔබගේ අයදුම්පත ගැන', ta: 'உங்கள் விண்ணப்பம் பற்றி' },
    body: {
      en: `Thank you for applying for "${title}". This time your application was not selected. Please look at the other opportunities.`,
      si: `"${title}" සඳහා අයදුම් කළාට ස්තූතියි. මෙවර ඔබගේ අයදුම්පත තෝරාගෙන නැත. කරුණාකර වෙනත් අවස්ථා බලන්න.`,
      ta: `"${title}" வாய்ப்பிற்கு விண்ணப்பித்தமைக்கு நன்றி. இம்முறை உங்கள் விண்ணப்பம் தேர்ந்தெடுக்கப்படவில்லை. பிற வாய்ப்புகளைப் பாருங்கள்.`,
    },
  }),
  approved: (title: string) => ({
    subject: { en: 'You are approved – please confirm the agreement', si: 'ඔබ අනුමත කර ඇත – කරුණාකර ගිවිසුම තහවුරු කරන්න', ta: 'நீங்கள் அங்கீகரிக்கப்பட்டுள்ளீர்கள் – ஒப்பந்தத்தை உறுதிப்படுத்தவும்' },
    body: {
      en: `The organisation approved you for "${title}". Please read and confirm the volunteer agreement at the link above.`,
      si: `"${title}" සඳහා සංවිධානය ඔබව අනුමත කර ඇත. කරුණාකර ඉහත සබැඳියෙන් ස්වේච්ඡා ගිවිසුම කියවා තහවුරු කරන්න.`,
      ta: `"${title}" வாய்ப்பிற்கு நிறுவனம் உங்களை அங்கீகரித்துள்ளது. மேலே உள்ள இணைப்பில் தன்னார்வ ஒப்பந்தத்தைப் படித்து உறுதிப்படுத்தவும்.`,
    },
  }),
  vioAgreement: (title: string, volunteer: string) => ({
    subject: { en: 'Agreement due', si: 'ගිවිසුම තහවුරු කිරීමට ඇත', ta: 'ஒப்பந்தம் உறுதிப்படுத்த வேண்டியுள்ளது' },
    body: {
      en: `You approved ${volunteer} for "${title}". Please confirm the organisation's agreement at the link above.`,
      si: `ඔබ "${title}" සඳහා ${volunteer} අනුමත කළා. කරුණාකර ඉහත සබැඳියෙන් සංවිධානයේ ගිවිසුම තහවුරු කරන්න.`,
      ta: `"${title}" வாய்ப்பிற்கு ${volunteer} அவர்களை அங்கீகரித்தீர்கள். மேலே உள்ள இணைப்பில் நிறுவனத்தின் ஒப்பந்தத்தை உறுதிப்படுத்தவும்.`,
    },
  }),
  vioNotApproved: (title: string) => ({
    subject: { en: 'About your application', si: 'ඔබගේ අයදුම්පත ගැන', ta: 'உங்கள் விண்ணப்பம் பற்றி' },
    body: {
      en: `Thank you for applying for "${title}". The organisation could not take you this time. Please look at the other opportunities.`,
      si: `"${title}" සඳහා අයදුම් කළාට ස්තූතියි. මෙවර සංවිධානයට ඔබව භාර ගත නොහැකි විය. කරුණාකර වෙනත් අවස්ථා බලන්න.`,
      ta: `"${title}" வாய்ப்பிற்கு விண்ணப்பித்தமைக்கு நன்றி. இம்முறை நிறுவனத்தால் உங்களை ஏற்க முடியவில்லை. பிற வாய்ப்புகளைப் பாருங்கள்.`,
    },
  }),
  volunteerFeedback: (title: string) => ({
    subject: { en: 'Please give your feedback', si: 'කරුණාකර ඔබගේ ප්‍රතිචාරය දෙන්න', ta: 'உங்கள் கருத்தைத் தெரிவிக்கவும்' },
    body: {
      en: `"${title}" is completed. Thank you for volunteering! Please tell us about the organisation and your hours at the link above.`,
      si: `"${title}" අවසන් විය. ස්වේච්ඡාවෙන් සේවය කළාට ස්තූතියි! කරුණාකර ඉහත සබැඳියෙන් සංවිධානය සහ ඔබගේ පැය ගණන ගැන අපට කියන්න.`,
      ta: `"${title}" நிறைவடைந்தது. தன்னார்வமாகப் பணியாற்றியமைக்கு நன்றி! மேலே உள்ள இணைப்பில் நிறுவனம் மற்றும் உங்கள் மணிநேரங்கள் பற்றித் தெரிவிக்கவும்.`,
    },
  }),
  vioFeedback: (title: string, volunteer: string) => ({
    subject: { en: 'Please confirm hours and give feedback', si: 'කරුණාකර පැය තහවුරු කර ප්‍රතිචාර දෙන්න', ta: 'மணிநேரங்களை உறுதிப்படுத்திக் கருத்துத் தெரிவிக்கவும்' },
    body: {
      en: `"${title}" is completed. Please confirm the hours ${volunteer} worked and give your feedback at the link above.`,
      si: `"${title}" අවසන් විය. කරුණාකර ${volunteer} සේවය කළ පැය ගණන තහවුරු කර ඉහත සබැඳියෙන් ඔබගේ ප්‍රතිචාරය දෙන්න.`,
      ta: `"${title}" நிறைவடைந்தது. ${volunteer} பணியாற்றிய மணிநேரங்களை உறுதிப்படுத்தி மேலே உள்ள இணைப்பில் உங்கள் கருத்தைத் தெரிவிக்கவும்.`,
    },
  }),
};

/** "28 Nov, 14:05" in Colombo time, in each language's own words for the month. */
const colomboMoment = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : `${language}-LK`, { timeZone: 'Asia/Colombo', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hour12: false }).format(new Date(iso));

/** A place freed on the waitlist (issue 28): the mail links to My Opportunities, the SMS names the page. */
const offerTexts = (title: string, expiresAt: string) => ({
  subject: { en: 'A place is free for you', si: 'ඔබට ස්ථානයක් ලැබී ඇත', ta: 'உங்களுக்கு ஒரு இடம் கிடைத்துள்ளது' },
  body: {
    en: `A place on "${title}" is free and offered to you from the waitlist. Accept it on My Opportunities by ${colomboMoment(expiresAt, 'en')} (Sri Lanka time); after that it goes to the next volunteer.`,
    si: `"${title}" සඳහා ස්ථානයක් නිදහස් වී පොරොත්තු ලේඛනයෙන් ඔබට පිරිනමා ඇත. ${colomboMoment(expiresAt, 'si')} (ශ්‍රී ලංකා වේලාව) ට පෙර මගේ අවස්ථා පිටුවේ එය පිළිගන්න; ඉන් පසු එය ඊළඟ ස්වේච්ඡා සේවකයාට යයි.`,
    ta: `"${title}" வாய்ப்பில் ஓர் இடம் காலியாகி, காத்திருப்புப் பட்டியலிலிருந்து உங்களுக்கு வழங்கப்பட்டுள்ளது. ${colomboMoment(expiresAt, 'ta')} (இலங்கை நேரம்) க்குள் எனது வாய்ப்புகள் பக்கத்தில் ஏற்றுக்கொள்ளுங்கள்; அதன் பின் அது அடுத்த தன்னார்வலருக்குச் செல்லும்.`,
  },
});

const upcasted = async (store: Pick<EventStore, 'readStream'>, stream: string) =>
  (await store.readStream(stream)).map((e) => ({ type: e.type, data: catalogue.upcast(e.type, e.version, e.data) as Record<string, any> }));

/** The opportunity's current title, from its own stream. */
const titleOf = async (store: Pick<EventStore, 'readStream'>, opportunityId: string) => {
  let title = '';
  for (const e of await upcasted(store, `opportunity-${opportunityId}`)) if (e.data.opportunity?.title) title = e.data.opportunity.title;
  return title;
};

/**
 * Mails of the application slice (at least once, own checkpoint): the volunteer when selected, approved or
 * not; both sides when the agreement is due (approval) and when feedback is due (the opportunity completed).
 * Recipients are sealed on the events, so erasure silences them. On completion the roster stream names the
 * approved applications; their streams carry the sealed contacts.
 */
export const applicationMails = (deps: { store: Pick<EventStore, 'readStream'>; vault: Vault; mailer: Mailer; sms: SmsSender; publicUrl: string }): SinkProjection => {
  const open = (sealed: Sealed | undefined) => (sealed ? deps.vault.open<Contact>(sealed) : Promise.resolve(undefined));
  const link = (page: string, d: Record<string, string>) => `${deps.publicUrl}/${page}/${d.opportunityId}/${d.volunteerId}/${d.vioId}`;
  const send = async (to: Contact | undefined, t: { subject: Texts; body: Texts }, href?: string) => {
    if (to?.email) await deps.mailer.send(trilingualMail(to, t.subject, t.body, href));
  };

  const handleOne = async (e: RecordedEvent) => {
    const d = e.data as Record<string, any>;
    if (e.type === 'OpportunityCompleted') {
      const held = new Set<string>();
      for (const r of await upcasted(deps.store, `application-roster-${d.opportunityId}`)) {
        if (r.type === 'ApplicationPlaceTaken') held.add(r.data.applicationId);
        if (r.type === 'ApplicationPlaceReleased') held.delete(r.data.applicationId);
      }
      const title = await titleOf(deps.store, d.opportunityId);
      for (const applicationId of held) {
        let submitted: Record<string, any> | undefined;
        let status = '';
        for (const a of await upcasted(deps.store, `application-${applicationId}`)) {
          if (a.type === 'ApplicationSubmitted') submitted = a.data;
          if (a.type === 'ApplicationApproved') status = 'APPROVED';
          if (a.type === 'ApplicationRejectedByVio') status = 'VIO_REJECTED';
        }
        if (!submitted || status !== 'APPROVED') continue;
        const volunteer = await open(submitted.personal);
        await send(volunteer, texts.volunteerFeedback(title), link('vioFeedback', submitted));
        await send(await open(submitted.vioContact), texts.vioFeedback(title, volunteer?.name ?? submitted.registrationNo), link('volunteerFeedback', submitted));
      }
      return;
    }
    if (e.type === 'WaitlistPlaceOffered') {
      // The contact the volunteer applied with (sealed on their application: erasure silences it).
      const submitted = (await upcasted(deps.store, `application-${d.applicationId}`)).find((a) => a.type === 'ApplicationSubmitted')?.data;
      const person = submitted && (await deps.vault.open<Contact & { phoneNumber?: string }>(submitted.personal));
      if (!person) return;
      const t = offerTexts(await titleOf(deps.store, d.opportunityId), d.expiresAt);
      await send(person, t, `${deps.publicUrl}/opportunities/myOpportunities`);
      if (person.phoneNumber) await deps.sms.send({ to: person.phoneNumber, text: t.body[person.language] ?? t.body.en, about: d.volunteerId });
      return;
    }
    const title = await titleOf(deps.store, d.opportunityId);
    const volunteer = await open(d.notify?.volunteer);
    switch (e.type) {
      case 'ApplicationSelected':
        return send(volunteer, texts.selected(title));
      case 'ApplicationRejectedByAdmin':
        return send(volunteer, texts.notSelected(title));
      case 'ApplicationRejectedByVio':
        return send(volunteer, texts.vioNotApproved(title));
      case 'ApplicationApproved':
        await send(volunteer, texts.approved(title), link('volunteerAgreement', d));
        return send(await open(d.notify?.vio), texts.vioAgreement(title, volunteer?.name ?? ''), link('vioAgreement', d));
    }
  };

  return {
    kind: 'sink',
    name: 'application-mail',
    delivery: 'each',
    readModel: false,
    eventTypes: ['ApplicationSelected', 'ApplicationRejectedByAdmin', 'ApplicationApproved', 'ApplicationRejectedByVio', 'OpportunityCompleted', 'WaitlistPlaceOffered'],
    async handle(events) {
      for (const e of events) await handleOne(e);
    },
  };
};
