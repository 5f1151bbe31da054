import type { EventStore, RecordedEvent, Vault } from '@nvp/events';
import { catalogue, streams } from '@nvp/events';
import type { Mailer } from '../notifications/ports';
import type { SinkProjection } from '../runner/projection';
import type { OutgoingMail } from '../mail-reactions';

type Language = 'en' | 'si' | 'ta';
const byOpportunityLanguage: Record<string, Language> = { English: 'en', Sinhala: 'si', Tamil: 'ta' };

/**
 * The VIO's mail when an admin approves or rejects its opportunity, in the three languages. A VIO records
 * no preferred language, so the opportunity's own language (§3 `language`) comes first, then the other two.
 */
export const opportunityReviewMail = (to: string, title: string, approved: boolean, link: string, first: Language): OutgoingMail => {
  const texts: Record<Language, { subject: string; text: string }> = approved
    ? {
        en: { subject: `Your opportunity "${title}" is approved`, text: `An administrator approved your opportunity "${title}". It is now public and volunteers can apply.` },
        si: { subject: `ඔබගේ "${title}" අවස්ථාව අනුමත කර ඇත`, text: `පරිපාලකයෙකු ඔබගේ "${title}" අවස්ථාව අනුමත කළේය. එය දැන් ප්‍රසිද්ධ වන අතර ස්වේච්ඡා සේවකයින්ට අයදුම් කළ හැකිය.` },
        ta: { subject: `உங்கள் "${title}" வாய்ப்பு அங்கீகரிக்கப்பட்டது`, text: `நிர்வாகி ஒருவர் உங்கள் "${title}" வாய்ப்பை அங்கீகரித்தார். அது இப்போது பொதுவில் உள்ளது, தன்னார்வலர்கள் விண்ணப்பிக்கலாம்.` },
      }
    : {
        en: { subject: `Your opportunity "${title}" was not approved`, text: `An administrator rejected your opportunity "${title}". You may post a corrected opportunity.` },
        si: { subject: `ඔබගේ "${title}" අවස්ථාව අනුමත නොකෙරිණි`, text: `පරිපාලකයෙකු ඔබගේ "${title}" අවස්ථාව ප්‍රතික්ෂේප කළේය. ඔබට නිවැරදි කළ අවස්ථාවක් පළ කළ හැකිය.` },
        ta: { subject: `உங்கள் "${title}" வாய்ப்பு அங்கீகரிக்கப்படவில்லை`, text: `நிர்வாகி ஒருவர் உங்கள் "${title}" வாய்ப்பை நிராகரித்தார். திருத்திய வாய்ப்பொன்றை நீங்கள் வெளியிடலாம்.` },
      };
  const order: Language[] = [first, ...(['en', 'si', 'ta'] as Language[]).filter((l) => l !== first)];
  const [a, b, c] = order.map((l) => texts[l]);
  return { to, subject: [a.subject, b.subject, c.subject].join(' | '), text: [a.text, link, '', b.text, '', c.text].join('\n') };
};

/**
 * Sends the review mails. A sink of its own (checkpoint 'opportunity-mail') because it reads the event log:
 * the title from the opportunity's stream, the VIO's e-mail (sealed) from the VIO's. A VIO erased since gets nothing.
 */
export const opportunityMailSink = (deps: { store: Pick<EventStore, 'readStream'>; vault: Vault; mailer: Mailer; publicUrl: string }): SinkProjection => ({
  kind: 'sink',
  name: 'opportunity-mail',
  delivery: 'each',
  readModel: false,
  eventTypes: ['OpportunityApproved', 'OpportunityRejected'],
  async handle(events: RecordedEvent[]) {
    for (const e of events) {
      const { opportunityId, vioId } = e.data as { opportunityId: string; vioId: string };
      let title = '';
      let language: Language = 'en';
      for (const o of await deps.store.readStream(streams.opportunity(opportunityId))) {
        if (o.streamRevision > e.streamRevision) break;
        if (o.type === 'OpportunityCreated' || o.type === 'OpportunityUpdated') {
          const data = catalogue.upcast(o.type, o.version, o.data) as { opportunity: { title: string; language: string } };
          title = data.opportunity.title;
          language = byOpportunityLanguage[data.opportunity.language] ?? 'en';
        }
      }
      const registered = (await deps.store.readStream(streams.vio(vioId))).find((v) => v.type === 'VioRegistered');
      const personal = registered && (await deps.vault.open<{ email: string }>((registered.data as { personal: never }).personal));
      if (!personal?.email) continue;
      const mail = opportunityReviewMail(personal.email, title, e.type === 'OpportunityApproved', `${deps.publicUrl}/volunteerOpportunity/${opportunityId}`, language);
      await deps.mailer.send({ to: mail.to, subject: mail.subject, text: mail.text });
    }
  },
});
