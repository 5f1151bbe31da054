import { loadMatchProfile, loadOpportunitiesById, matchReasonText, scoreOpportunity, type MatchLanguage, type Pool, type RecordedEvent } from '@nvp/events';
import type { Mailer } from '../notifications/ports';
import type { SinkProjection } from '../runner/projection';
import { trilingualMail } from '../application/mails';
import { languageOf } from '../emergency/call-out';

type Texts = Record<MatchLanguage, string>;
const LANGUAGES: MatchLanguage[] = ['en', 'si', 'ta'];
/** Reasons named per opportunity in the mail (the page shows them all). */
const REASONS_SHOWN = 3;

const subject: Texts = {
  en: 'New opportunities matched to you',
  si: 'ඔබට ගැළපෙන නව ස්වේච්ඡා අවස්ථා',
  ta: 'உங்களுக்குப் பொருந்தும் புதிய வாய்ப்புகள்',
};
const intro: Texts = {
  en: 'These opportunities were published this week and match what you told us:',
  si: 'මෙම අවස්ථා මෙම සතියේ පළ කරන ලද අතර ඔබ අපට කී දෑට ගැළපේ:',
  ta: 'இந்த வாய்ப்புகள் இந்த வாரம் வெளியிடப்பட்டவை, நீங்கள் எங்களிடம் கூறியவற்றுடன் பொருந்துகின்றன:',
};
const outro: Texts = {
  en: 'You get this mail because you asked for it. To stop it, switch off the weekly mail on your home page:',
  si: 'ඔබ ඉල්ලූ නිසා ඔබට මෙම තැපෑල ලැබේ. එය නැවැත්වීමට ඔබගේ මුල් පිටුවේ සතිපතා තැපෑල අක්‍රිය කරන්න:',
  ta: 'நீங்கள் கேட்டதால் இந்த அஞ்சல் உங்களுக்கு வருகிறது. அதை நிறுத்த, உங்கள் முகப்புப் பக்கத்தில் வாராந்திர அஞ்சலை நிறுத்தவும்:',
};

/** The digest's texts: per language the intro, each opportunity (title, its link, its first reasons) and how to stop it. */
export const digestTexts = (items: { title: string; link: string; reasons: (language: MatchLanguage) => string[] }[], homeLink: string) => {
  const body = Object.fromEntries(
    LANGUAGES.map((l) => [
      l,
      [intro[l], '', ...items.flatMap((o) => [`• ${o.title}`, `  ${o.link}`, ...o.reasons(l).map((r) => `  – ${r}`), '']), outro[l], homeLink].join('\n'),
    ]),
  ) as Texts;
  return { subject, body };
};

/**
 * The weekly mail of matched opportunities (issue 29): on MatchDigestSent, one mail in the three languages (the
 * volunteer's first) naming each opportunity with its link and why it matches, the reasons ranked again now from
 * the read models. The address and language come from the volunteers read model at sending time: an erased
 * volunteer gets nothing (and their digest names nobody). At least once.
 */
export const matchDigestSink = (deps: { pool: Pool; mailer: Mailer; publicUrl: string }): SinkProjection => ({
  kind: 'sink',
  name: 'match-digest',
  delivery: 'each',
  readModel: false,
  eventTypes: ['MatchDigestSent'],
  async handle(events: RecordedEvent[]) {
    for (const e of events) {
      const { volunteerId, opportunityIds } = e.data as { volunteerId: string; opportunityIds: string[] };
      const { rows } = await deps.pool.query<{ email: string | null; first_name: string | null; language: string | null }>(
        `SELECT email, first_name, bio->>'preferredLanguage' AS language FROM rm_volunteers WHERE id = $1 AND NOT erased`,
        [volunteerId],
      );
      const volunteer = rows[0];
      if (!volunteer?.email) continue;
      const [profile, found] = await Promise.all([loadMatchProfile(deps.pool, volunteerId), loadOpportunitiesById(deps.pool, opportunityIds)]);
      const byId = new Map(found.map((o) => [o.id, o]));
      const items = opportunityIds.flatMap((id) => {
        const o = byId.get(id);
        if (!o) return [];
        const match = profile ? scoreOpportunity(profile, o) : undefined;
        return [
          {
            title: o.title,
            link: `${deps.publicUrl}/viewOpportunity/${id}`,
            reasons: (l: MatchLanguage) => (match?.reasons ?? []).filter((r) => r.code !== 'newest').slice(0, REASONS_SHOWN).map((r) => matchReasonText(r, l)),
          },
        ];
      });
      if (!items.length) continue;
      const t = digestTexts(items, `${deps.publicUrl}/volunteerHome`);
      const mail = trilingualMail({ email: volunteer.email, name: volunteer.first_name ?? '', language: languageOf(volunteer.language) }, t.subject, t.body);
      await deps.mailer.send({ ...mail, about: volunteerId });
    }
  },
});
