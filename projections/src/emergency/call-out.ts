import { callOutReplyKey, streams, type EventStore, type Pool, type RecordedEvent } from '@nvp/events';
import type { Mailer, SmsSender } from '../notifications/ports';
import type { SinkProjection } from '../runner/projection';

type Lang = 'en' | 'si' | 'ta';
/** Profile language ids (reference form data): 1 Sinhala, 2 Tamil; anything else reads English. */
export const languageOf = (preferredLanguage: unknown): Lang => (Number(preferredLanguage) === 1 ? 'si' : Number(preferredLanguage) === 2 ? 'ta' : 'en');

const answerHint: Record<Lang, string> = {
  en: 'Reply YES or NO.',
  si: 'ඔව් නම් YES, නැත්නම් NO ලෙස පිළිතුරු දෙන්න.',
  ta: 'ஆம் எனில் YES, இல்லை எனில் NO என பதிலளிக்கவும்.',
};
const mailIntro: Record<Lang, string> = {
  en: 'You are called out for an emergency volunteering opportunity. Please answer by SMS (YES or NO) or with one of these links:',
  si: 'හදිසි ස්වේච්ඡා අවස්ථාවක් සඳහා ඔබව කැඳවනු ලැබේ. කරුණාකර කෙටි පණිවිඩයෙන් (YES හෝ NO) හෝ මෙම සබැඳි වලින් එකකින් පිළිතුරු දෙන්න:',
  ta: 'அவசர தன்னார்வ வாய்ப்பிற்கு நீங்கள் அழைக்கப்படுகிறீர்கள். SMS மூலம் (YES அல்லது NO) அல்லது இந்த இணைப்புகளில் ஒன்றின் மூலம் பதிலளிக்கவும்:',
};

const feedbackSubject: Record<Lang, string> = { en: 'Thank you — your feedback', si: 'ස්තූතියි — ඔබගේ ප්‍රතිපෝෂණය', ta: 'நன்றி — உங்கள் கருத்து' };
const feedbackText: Record<Lang, string> = {
  en: 'Thank you for volunteering in this emergency. Please tell us how it went (after logging in):',
  si: 'මෙම හදිසි අවස්ථාවේ ස්වේච්ඡාවෙන් සේවය කළාට ස්තූතියි. එය කෙසේ සිදු වූවාදැයි කරුණාකර අපට කියන්න (පිවිසීමෙන් පසු):',
  ta: 'இந்த அவசரநிலையில் தன்னார்வமாகப் பணியாற்றியதற்கு நன்றி. அது எப்படி இருந்தது என்று எங்களுக்குச் சொல்லுங்கள் (உள்நுழைந்த பின்):',
};

export const CALL_OUT_SENT_TABLE = 'emergency_call_out_sent';
/** Volunteers messaged at once. */
const CHUNK = 25;

/**
 * The call-out: for every volunteer of an EmergencyVolunteersInvited event, an SMS with the opportunity's
 * SMS description in the volunteer's preferred language and a mail with the YES/NO links. Phone numbers,
 * names and languages come from the volunteers read model at sending time (an erased or suspended
 * volunteer is skipped). Each volunteer sent is recorded in `emergency_call_out_sent` (made by the migrations,
 * events/src/migrations) before the next, so a restart goes on where it stopped (at most the one in flight is
 * repeated) and the page shows progress.
 */
export const callOutSink = (deps: { pool: Pool; store: Pick<EventStore, 'readStream'>; mailer: Mailer; sms: SmsSender; publicUrl: string; secret: string }): SinkProjection => ({
  kind: 'sink',
  name: 'emergency-call-out',
  delivery: 'each',
  readModel: false,
  eventTypes: ['EmergencyVolunteersInvited', 'EmergencyVolunteerCompleted'],
  async handle(events: RecordedEvent[]) {
    /** After a completed mobilisation the volunteer is asked for feedback (/emergencyLoginFeedback/…). */
    const feedbackInvitation = async ({ opportunityId, volunteerId }: { opportunityId: string; volunteerId: string }) => {
      const opportunity = await openingOf(deps.store, opportunityId);
      const { rows } = await deps.pool.query<{ email: string | null; language: string | null }>(
        `SELECT email, bio->>'preferredLanguage' AS language FROM rm_volunteers WHERE id = $1 AND NOT erased`,
        [volunteerId],
      );
      if (!opportunity || !rows[0]?.email) return;
      const lang = languageOf(rows[0].language);
      await deps.mailer.send({
        to: rows[0].email,
        subject: `${opportunity.title} | ${feedbackSubject[lang]}`,
        text: [feedbackText[lang], `${deps.publicUrl}/emergencyLoginFeedback/${opportunityId}/${volunteerId}/${opportunity.ownerId}`].join('\n'),
        about: volunteerId,
      });
    };
    for (const e of events) {
      if (e.type === 'EmergencyVolunteerCompleted') {
        await feedbackInvitation(e.data as { opportunityId: string; volunteerId: string });
        continue;
      }
      const { opportunityId, volunteers } = e.data as { opportunityId: string; volunteers: { volunteerId: string }[] };
      const opportunity = await openingOf(deps.store, opportunityId);
      const { rows: done } = await deps.pool.query<{ volunteer_id: string }>(
        `SELECT volunteer_id FROM ${CALL_OUT_SENT_TABLE} WHERE opportunity_id = $1`,
        [opportunityId],
      );
      const sent = new Set(done.map((r) => r.volunteer_id));
      const pending = volunteers.map((v) => v.volunteerId).filter((id) => !sent.has(id));
      const { rows } = await deps.pool.query<{ id: string; first_name: string | null; email: string | null; phone_number: string | null; language: string | null; ok: boolean }>(
        `SELECT id, first_name, email, phone_number, bio->>'preferredLanguage' AS language,
                (NOT erased AND standing <> 'TERMINATED') AS ok
           FROM rm_volunteers WHERE id = ANY($1::uuid[])`,
        [pending],
      );
      const byId = new Map(rows.map((r) => [r.id, r]));
      /** Sends one volunteer's SMS and mail; true when skipped (erased, terminated, or no opportunity). */
      const sendOne = async (volunteerId: string, v: (typeof rows)[number] | undefined): Promise<boolean> => {
        if (!v || !v.ok || !opportunity) return true;
        const lang = languageOf(v.language);
        if (v.phone_number) await deps.sms.send({ to: v.phone_number, text: `${opportunity.smsDescription[lang]} ${answerHint[lang]}`, about: volunteerId });
        if (v.email) {
          const key = encodeURIComponent(callOutReplyKey(deps.secret, opportunityId, volunteerId));
          const link = (answer: string) => `${deps.publicUrl}/emergency/reply/${key}?answer=${answer}`;
          await deps.mailer.send({
            to: v.email,
            subject: `${opportunity.title} | Emergency call-out`,
            text: [mailIntro[lang], `YES: ${link('YES')}`, `NO: ${link('NO')}`, '', opportunity.title, opportunity.description[lang], ...(lang === 'en' ? [] : ['', opportunity.description.en]), '', opportunity.location].join('\n'),
            about: volunteerId,
          });
        }
        return false;
      };
      // Chunks sent concurrently (a gateway takes parallel requests), each chunk recorded in one statement:
      // after a crash at most the chunk in flight is sent again.
      for (let i = 0; i < pending.length; i += CHUNK) {
        const chunk = pending.slice(i, i + CHUNK);
        const skipped = await Promise.all(chunk.map((volunteerId) => sendOne(volunteerId, byId.get(volunteerId))));
        await deps.pool.query(
          `INSERT INTO ${CALL_OUT_SENT_TABLE} (opportunity_id, volunteer_id, skipped)
           SELECT $1, unnest($2::uuid[]), unnest($3::boolean[]) ON CONFLICT DO NOTHING`,
          [opportunityId, chunk, skipped],
        );
      }
    }
  },
});

interface Opening {
  ownerId: string;
  title: string;
  location: string;
  description: Record<Lang, string>;
  smsDescription: Record<Lang, string>;
}
/** The opportunity's texts, from its own stream (the source of truth: no wait for a read model). */
const openingOf = async (store: Pick<EventStore, 'readStream'>, opportunityId: string): Promise<Opening | undefined> => {
  const [created] = await store.readStream(streams.emergencyOpportunity(opportunityId), { maxCount: 1 });
  return created?.type === 'EmergencyOpportunityCreated' ? (created.data as Opening) : undefined;
};
