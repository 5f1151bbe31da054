import { catalogue, engagementReplyKey, streams, type EventStore, type RecordedEvent, type Sealed, type Vault } from '@nvp/events';
import type { Mailer, SmsSender } from '../notifications/ports';
import type { SinkProjection } from '../runner/projection';
import { trilingualMail } from '../application/mails';

type Language = 'en' | 'si' | 'ta';
type Texts = Record<Language, string>;
interface Volunteer {
  email?: string;
  phoneNumber?: string;
  name?: string;
  language?: Language;
}
interface Opportunity {
  title: string;
  location: string;
  gnDivision: string;
  divisionalSecretariat: string;
  district: string;
  time: string[];
}

const times: Record<string, Texts> = {
  Morning: { en: 'morning', si: 'උදෑසන', ta: 'காலை' },
  Afternoon: { en: 'afternoon', si: 'දහවල්', ta: 'மதியம்' },
  Evening: { en: 'evening', si: 'සවස', ta: 'மாலை' },
};
const locales: Texts = { en: 'en-GB', si: 'si-LK', ta: 'ta-LK' };

/** "Saturday 29 November" in the language's own words (the stored day, no time zone to shift it). */
export const dayInWords = (date: string, language: Language) =>
  new Intl.DateTimeFormat(locales[language], { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' }).format(new Date(`${date}T00:00:00Z`));
const timeOfDay = (o: Opportunity, language: Language) =>
  o.time
    .map((t) => times[t]?.[language])
    .filter(Boolean)
    .join(', ');

/**
 * The reminder's texts (issue 28). The SMS is short, in the volunteer's language only: what, when, where, and how to
 * answer. The mail says the same at length in the three languages (theirs first): where down to the GN division,
 * whom to ask (the supervisor), and the two signed links.
 */
export const reminderTexts = (o: Opportunity, date: string, supervisor: { name: string; phone: string } | undefined) => {
  const when = (l: Language) => `${dayInWords(date, l)}${timeOfDay(o, l) ? ` (${timeOfDay(o, l)})` : ''}`;
  const where = [o.location, o.gnDivision, o.divisionalSecretariat, o.district].filter(Boolean).join(', ');
  const who = supervisor?.name ? `${supervisor.name}${supervisor.phone ? `, ${supervisor.phone}` : ''}` : '';
  const sms: Texts = {
    en: `Reminder: "${o.title}" tomorrow, ${when('en')}, at ${o.location}. Reply YES to confirm, NO if you cannot come.`,
    si: `සිහිකැඳවීම: "${o.title}" හෙට, ${when('si')}, ${o.location} හිදී. තහවුරු කිරීමට YES ලෙසද, පැමිණිය නොහැකි නම් NO ලෙසද පිළිතුරු දෙන්න.`,
    ta: `நினைவூட்டல்: "${o.title}" நாளை, ${when('ta')}, ${o.location} இல். உறுதிப்படுத்த YES என்றும், வர முடியாவிட்டால் NO என்றும் பதிலளிக்கவும்.`,
  };
  const subject: Texts = { en: `Tomorrow: ${o.title}`, si: `හෙට: ${o.title}`, ta: `நாளை: ${o.title}` };
  const body: Texts = {
    en: [
      `You volunteer tomorrow for "${o.title}".`,
      `When: ${when('en')}`,
      `Where: ${where}`,
      ...(who ? [`Whom to ask: ${who}`] : []),
      'Will you come? Please answer with one of the links above (YES to confirm, NO if you cannot come), or reply YES or NO to our SMS.',
    ].join('\n'),
    si: [
      `ඔබ හෙට "${o.title}" සඳහා ස්වේච්ඡා සේවයේ යෙදේ.`,
      `කවදා: ${when('si')}`,
      `කොහේද: ${where}`,
      ...(who ? [`විමසිය යුත්තේ: ${who}`] : []),
      'ඔබ පැමිණෙනවාද? කරුණාකර ඉහත සබැඳි වලින් එකකින් පිළිතුරු දෙන්න (තහවුරු කිරීමට YES, පැමිණිය නොහැකි නම් NO), නැතහොත් අපගේ කෙටි පණිවිඩයට YES හෝ NO ලෙස පිළිතුරු දෙන්න.',
    ].join('\n'),
    ta: [
      `நீங்கள் நாளை "${o.title}" இல் தன்னார்வப் பணி செய்கிறீர்கள்.`,
      `எப்போது: ${when('ta')}`,
      `எங்கே: ${where}`,
      ...(who ? [`யாரிடம் கேட்பது: ${who}`] : []),
      'நீங்கள் வருவீர்களா? மேலே உள்ள இணைப்புகளில் ஒன்றின் மூலம் பதிலளிக்கவும் (உறுதிப்படுத்த YES, வர முடியாவிட்டால் NO), அல்லது எங்கள் SMS க்கு YES அல்லது NO என்று பதிலளிக்கவும்.',
    ].join('\n'),
  };
  return { sms, subject, body };
};

const upcasted = async (store: Pick<EventStore, 'readStream'>, stream: string) =>
  (await store.readStream(stream)).map((e) => ({ type: e.type, data: catalogue.upcast(e.type, e.version, e.data) as Record<string, any> }));

/** How long an opportunity read for one reminder serves the next ones (the evening's burst is at a few opportunities). */
const OPPORTUNITY_READ_MS = 10_000;
/** Reminders handed to the gateways at once (the outbox's or gateway's writes, the volunteers' streams and keys). */
const CONCURRENCY = 16;

/**
 * The engagement reminder (issue 28): on EngagementReminderSent the volunteer gets an SMS and a mail with YES/NO
 * links (`/engagement/reply/<key>?answer=…`). The volunteer's contact is the one sealed on their application
 * (ApplicationSubmitted `personal`), the supervisor the one sealed on the opportunity under the organisation's key:
 * an erased volunteer gets nothing, an erased organisation's reminder names nobody to ask. At least once, sixteen
 * at a time (a failure never repeats more than the fifteen beside it). An opportunity's stream is read once for the
 * reminders of the next ten seconds (the same staleness as reading it when the event was delivered); what is kept is
 * the sealed supervisor, opened for each reminder, so an erasure is honoured as by the vault's own cache.
 */
export const reminderSink = (deps: { store: Pick<EventStore, 'readStream'>; vault: Vault; mailer: Mailer; sms: SmsSender; publicUrl: string; secret: string }): SinkProjection => {
  const open = async <T>(sealed: Sealed | undefined) => (sealed ? deps.vault.open<T>(sealed) : undefined);
  const opportunities = new Map<string, { at: number; read: Promise<{ opportunity?: Opportunity; personal?: Sealed }> }>();
  const readOpportunity = async (opportunityId: string) => {
    let opportunity: Opportunity | undefined;
    let personal: Sealed | undefined;
    for (const o of await upcasted(deps.store, streams.opportunity(opportunityId))) {
      if (o.data.opportunity && o.data.personal) {
        opportunity = o.data.opportunity;
        personal = o.data.personal;
      }
    }
    return { opportunity, personal };
  };
  const opportunityOf = (opportunityId: string) => {
    const now = performance.now();
    const kept = opportunities.get(opportunityId);
    if (kept && now - kept.at < OPPORTUNITY_READ_MS) return kept.read;
    const read = readOpportunity(opportunityId);
    opportunities.set(opportunityId, { at: now, read });
    read.catch(() => opportunities.delete(opportunityId));
    for (const [id, entry] of opportunities) if (now - entry.at >= OPPORTUNITY_READ_MS) opportunities.delete(id);
    return read;
  };
  const handleOne = async (e: RecordedEvent) => {
    const { applicationId, opportunityId, volunteerId, date } = e.data as { applicationId: string; opportunityId: string; volunteerId: string; date: string };
    const [submitted, { opportunity, personal }] = await Promise.all([
      upcasted(deps.store, streams.application(applicationId)).then((events) => events.find((a) => a.type === 'ApplicationSubmitted')?.data),
      opportunityOf(opportunityId),
    ]);
    const volunteer = await open<Volunteer>(submitted?.personal);
    if (!volunteer || !opportunity) return;
    const s = await open<{ supervisorName?: string; supervisorMobile?: string; supervisorLandline?: string }>(personal);
    const supervisor = s?.supervisorName ? { name: s.supervisorName, phone: s.supervisorMobile || s.supervisorLandline || '' } : undefined;
    const t = reminderTexts(opportunity, date, supervisor);
    const language = volunteer.language ?? 'en';
    const key = encodeURIComponent(engagementReplyKey(deps.secret, applicationId, date));
    const link = (answer: 'YES' | 'NO') => `${deps.publicUrl}/engagement/reply/${key}?answer=${answer}`;
    const mail = volunteer.email ? trilingualMail({ email: volunteer.email, name: volunteer.name ?? '', language }, t.subject, t.body) : undefined;
    await Promise.all([
      volunteer.phoneNumber ? deps.sms.send({ to: volunteer.phoneNumber, text: t.sms[language] ?? t.sms.en, about: volunteerId }) : undefined,
      mail ? deps.mailer.send({ ...mail, text: [`YES: ${link('YES')}`, `NO: ${link('NO')}`, '', mail.text].join('\n'), about: volunteerId }) : undefined,
    ]);
  };
  return {
    kind: 'sink',
    name: 'engagement-reminder',
    delivery: 'each',
    concurrency: CONCURRENCY,
    readModel: false,
    eventTypes: ['EngagementReminderSent'],
    async handle(events) {
      for (const e of events) await handleOne(e);
    },
  };
};
