import { catalogue, streams, type EventStore, type Sealed, type Vault } from '@nvp/events';
import { loadAccount } from '../auth/accounts';

/** Recipient language of spec §7 notifications: the volunteer's preferred language (ids 1 Sinhala, 2 Tamil), else English. */
export const languageOfPreferred = (id: number | null | undefined) => (id === 1 ? 'si' : id === 2 ? 'ta' : 'en');

/**
 * What an application records about its volunteer, read from the volunteer's stream with this slice's own
 * small fold: the public registration number, the applicant table's clear fields and the sealed contact.
 */
export const loadApplicant = async (store: EventStore, vault: Vault, volunteerId: string) => {
  const stream = streams.volunteer(volunteerId);
  const account = await loadAccount(store, vault, stream);
  if (!account || account.session.type !== 'VOLUNTEER') return undefined;
  let registered: Sealed | undefined;
  let phone: Sealed | undefined;
  let bio: { profile: Record<string, unknown>; personal: Sealed } | undefined;
  for (const e of await store.readStream(stream)) {
    const d = catalogue.upcast(e.type, e.version, e.data) as { personal: Sealed; profile: Record<string, unknown> };
    if (e.type === 'VolunteerRegistered') registered = d.personal;
    if (e.type === 'VolunteerPhoneVerified') phone = d.personal;
    if (e.type === 'VolunteerBioSubmitted') bio = { profile: d.profile, personal: d.personal };
  }
  const phoneNumber = phone ? (await vault.open<{ phoneNumber: string }>(phone))?.phoneNumber : undefined;
  const bioPersonal = bio ? await vault.open<{ dateOfBirth?: string; employmentTitle?: string }>(bio.personal) : undefined;
  const names = registered ? await vault.open<{ firstName: string; lastName: string }>(registered) : undefined;
  const preferredLanguage = typeof bio?.profile.preferredLanguage === 'number' ? bio.profile.preferredLanguage : null;
  return {
    registrationNo: account.session.registrationNo ?? '',
    applicant: {
      contributeDistrict: (bio?.profile.contributeDistrict as string | undefined) ?? null,
      highestEducation: (bio?.profile.highestEducation as string | undefined) ?? null,
      preferredLanguage,
    },
    contact: {
      firstName: names?.firstName ?? '',
      lastName: names?.lastName ?? '',
      email: account.session.email,
      phoneNumber: phoneNumber ?? '',
      dateOfBirth: bioPersonal?.dateOfBirth ?? '',
      employmentTitle: bioPersonal?.employmentTitle ?? '',
      name: account.session.name,
      language: languageOfPreferred(preferredLanguage),
    },
  };
};

/** The organisation's public name and its contact for mails (organisations have no language choice: English first). */
export const loadOrganisation = async (store: EventStore, vault: Vault, vioId: string) => {
  const account = await loadAccount(store, vault, streams.vio(vioId));
  if (!account || account.session.type !== 'VIO') return undefined;
  return { name: account.session.name, contact: { email: account.session.email, name: account.session.name, language: 'en' } };
};
