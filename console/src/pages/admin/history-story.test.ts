import { describe, expect, it } from 'vitest';
import { catalogue, profileLanguages, type Language } from '@nvp/events';
import { catalogues } from '../../i18n/catalogues';
import { formatters } from '../../i18n/format';
import type { HistoryEvent } from './history-model';
import { actorName, idKeys, storyLine, storyMessage, type StoryOptions } from './history-story';
import { say, UUID } from './history-test-support';

const ids = {
  volunteer: '11111111-1111-4111-8111-111111111111',
  vio: '22222222-2222-4222-8222-222222222222',
  opportunity: '33333333-3333-4333-8333-333333333333',
  admin: '44444444-4444-4444-8444-444444444444',
  application: '55555555-5555-4555-8555-555555555555',
  stranger: '66666666-6666-4666-8666-666666666666',
};
const labels = { [ids.volunteer]: 'Kamala Perera', [ids.vio]: 'Galle Beach Trust', [ids.opportunity]: 'Beach clean-up in Galle', [ids.admin]: 'Nimal Silva' };
const event = (type: string, data: Record<string, unknown>, actor: HistoryEvent['actor'] = { id: null, role: null, name: null }): HistoryEvent => ({
  streamId: `x-${ids.volunteer}`,
  type,
  version: 1,
  revision: 0,
  position: '1/1',
  occurredAt: '2026-11-27T04:30:00.000Z',
  actor,
  correlationId: null,
  causationId: null,
  data,
});
const options = (language: Language, more: Partial<StoryOptions> = {}): StoryOptions => ({
  labels,
  say: say(language),
  language,
  day: formatters(language).day,
  subject: { id: ids.volunteer, kind: 'volunteer' },
  reference: { languages: profileLanguages, districts: [{ name: 'Galle', sinhala_name: 'ගාල්ල', tamil_name: 'காலி' }] },
  ...more,
});
const applied = event('ApplicationSubmitted', { applicationId: ids.application, opportunityId: ids.opportunity, volunteerId: ids.volunteer, vioId: ids.vio, dates: ['2026-12-05'], vioName: 'Old name', applicant: {} });

describe('the history as a story (issue 27)', () => {
  it('every event type of the catalogue has a sentence in English, Sinhala and Tamil', () => {
    const missing = catalogue.definitions.flatMap((d) => (['en', 'si', 'ta'] as const).filter((l) => !catalogues[l][storyMessage(d.type)]).map((l) => `${l} ${d.type}`));
    expect(missing).toEqual([]);
    // …and no sentence for a type the catalogue does not have (a renamed event leaves none behind).
    const types = new Set<string>(catalogue.definitions.map((d) => d.type));
    const stale = Object.keys(catalogues.en).filter((key) => key.startsWith('audit.story.') && key !== 'audit.story.unknown' && !types.has(key.slice('audit.story.'.length)));
    expect(stale).toEqual([]);
  });

  it('tells an application with names, a date and no id, in English and Sinhala', () => {
    const en = storyLine(applied, options('en'));
    expect(en).toMatchObject({ message: 'audit.story.ApplicationSubmitted', sentence: 'Kamala Perera applied to “Beach clean-up in Galle” of Galle Beach Trust for 05/12/2026' });
    const si = storyLine(applied, options('si'));
    expect(si.sentence).toBe('Kamala Perera 2026-12-05 දිනවල සඳහා Galle Beach Trust හි “Beach clean-up in Galle” අවස්ථාවට අයදුම් කළේය');
    const ta = storyLine(applied, options('ta'));
    expect(ta.sentence).toContain('Kamala Perera');
    for (const line of [en, si, ta]) expect(line.sentence).not.toMatch(UUID);
  });

  it('names the secretariat and the application it selected', () => {
    const selected = event('ApplicationSelected', { applicationId: ids.application, opportunityId: ids.opportunity, volunteerId: ids.volunteer, vioId: ids.vio, reviewerId: ids.admin, notify: true });
    expect(storyLine(selected, options('en')).sentence).toBe('The secretariat (Nimal Silva) selected the application of Kamala Perera to “Beach clean-up in Galle”');
  });

  it('an erased subject reads "an erased volunteer", an unnamed id its kind, never the id', () => {
    const erased = { ...labels, [ids.volunteer]: '[erased]' };
    expect(storyLine(applied, options('en', { labels: erased })).sentence).toBe('An erased volunteer applied to “Beach clean-up in Galle” of Galle Beach Trust for 05/12/2026');
    expect(storyLine(applied, options('si', { labels: erased })).sentence).toContain('මකා දැමූ ස්වේච්ඡා සේවකයෙක්');
    // The account events name the page's subject by its kind.
    const terminated = event('AccountTerminated', { subjectId: ids.volunteer, by: 'admin', adminId: ids.admin });
    expect(storyLine(terminated, options('en', { labels: erased })).sentence).toBe('Nimal Silva terminated the account of an erased volunteer');
    // An id the read models do not hold: its kind; a title the event carries is used instead.
    const unknownVio = event('MembershipRequested', { vioId: ids.stranger, volunteerId: ids.volunteer });
    expect(storyLine(unknownVio, options('en')).sentence).toBe('Kamala Perera asked to join an organisation');
    // A name is left as written, even in lower case.
    expect(storyLine(unknownVio, options('en', { labels: { ...labels, [ids.volunteer]: 'de Silva' } })).sentence).toBe('de Silva asked to join an organisation');
    const created = event('OpportunityCreated', { opportunityId: ids.stranger, vioId: ids.vio, opportunity: { title: 'Tree planting', category: 1 } });
    expect(storyLine(created, options('en')).sentence).toBe('Galle Beach Trust posted the opportunity “Tree planting”');
  });

  it('every sentence of every language shows no id and no brace, whatever ids the data holds', () => {
    const everyId = Object.fromEntries(Object.keys(idKeys).map((key) => [key, ids.stranger]));
    for (const language of ['en', 'si', 'ta'] as const)
      for (const d of catalogue.definitions) {
        for (const data of [{}, { ...everyId, owner: `volunteer-${ids.stranger}`, dates: ['2026-12-05'], volunteers: [{ volunteerId: ids.stranger }] }]) {
          const line = storyLine(event(d.type, data), options(language));
          expect(line.message, `${language} ${d.type}`).toBe(storyMessage(d.type));
          expect(line.sentence, `${language} ${d.type}`).not.toMatch(UUID);
          expect(line.sentence, `${language} ${d.type}`).not.toMatch(/[{}]/);
        }
      }
  });

  it('reference ids read as their labels in the interface language: "First language: Sinhala", not 1', () => {
    const bio = event('VolunteerBioSubmitted', { volunteerId: ids.volunteer, profile: { firstLanguage: 1, preferredLanguage: 2, otherLanguages: [3], contributeDistrict: 'Galle', highestEducation: 'GCE_AL' }, personal: {} });
    const en = storyLine(bio, options('en'));
    expect(en.sentence).toBe('Kamala Perera saved the bio');
    expect(en.details).toEqual([
      { label: 'First language', value: 'Sinhala' },
      { label: 'Preferred language', value: 'Tamil' },
      { label: 'Other languages', value: 'English' },
      { label: 'District', value: 'Galle' },
      { label: 'Highest education', value: 'G.C.E. Advanced Level' },
    ]);
    const si = storyLine(bio, options('si'));
    expect(si.details.map((d) => d.value)).toEqual(['සිංහල', 'දෙමළ', 'ඉංග්‍රීසි', 'ගාල්ල', expect.any(String)]);
    expect(si.details[0].label).toBe(catalogues.si['volunteer.bio.firstLanguage']);
    // An opportunity's SDGs come from the platform's own list (no request).
    const created = event('OpportunityCreated', { opportunityId: ids.opportunity, vioId: ids.vio, opportunity: { title: 'x', sdgNumbers: [14], district: 'Galle' } });
    expect(storyLine(created, options('ta')).details).toEqual([
      { label: catalogues.ta['opportunity.field.sdgNumbers'], value: 'நீர்வாழ் உயிரினங்கள்' },
      { label: catalogues.ta['audit.detail.district'], value: 'காலி' },
    ]);
  });

  it('an unknown or future event type reads as a generic sentence', () => {
    const line = storyLine(event('SomethingNewHappened', { volunteerId: ids.volunteer }), options('en'));
    expect(line).toEqual({ message: 'audit.story.unknown', sentence: 'Event “SomethingNewHappened” was recorded', details: [] });
    expect(storyLine(event('SomethingNewHappened', {}), options('si')).sentence).toBe('“SomethingNewHappened” සිදුවීම වාර්තා විය');
  });

  it('names the actor, "an erased …" by role once erased, and nobody for the system', () => {
    expect(actorName({ id: ids.admin, role: 'ADMIN', name: 'Nimal Silva' }, say('en'))).toBe('Nimal Silva');
    expect(actorName({ id: ids.volunteer, role: 'VOLUNTEER', name: '[erased]' }, say('en'))).toBe('an erased volunteer');
    expect(actorName({ id: ids.vio, role: 'VIO', name: null }, say('ta'))).toBe('ஒரு நிறுவனம்');
    expect(actorName({ id: null, role: null, name: null }, say('en'))).toBeNull();
  });
});
