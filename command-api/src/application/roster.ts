import type {
  ApplicationPlaceReleased,
  ApplicationPlaceTaken,
  ApplicationWaitlisted,
  EventOf,
  WaitlistLeft,
  WaitlistOfferAccepted,
  WaitlistOfferLapsed,
  WaitlistPlaceOffered,
} from '@nvp/events';
import { badRequest } from '@nvp/http-kit/errors';
import type { Decider } from '../infra/decider';

export const PLACES_FILLED = 'All places of this opportunity are filled';
export const NO_OFFER = 'No place is offered to this application';
export const OFFER_EXPIRED = 'The offer of a place has expired; it went to the next volunteer on the waitlist';
/** How long a volunteer has to accept a place offered from the waitlist. */
export const OFFER_HOURS = 24;

/**
 * The roster of one opportunity (stream `application-roster-<id>`): which applications hold its noOfVolunteers
 * places, and the waitlist of those who came when none was free. One stream, so every decision about a place is
 * taken on one folded state at one revision: concurrent frees, approvals and accepts are serialised by the store
 * (a writer that lost the race decides again on the new state) and one place never goes to two applications.
 * A place counts as taken while held or offered: held + open offers ≤ places always.
 */
export type RosterEvent =
  | EventOf<typeof ApplicationPlaceTaken>
  | EventOf<typeof ApplicationPlaceReleased>
  | EventOf<typeof ApplicationWaitlisted>
  | EventOf<typeof WaitlistPlaceOffered>
  | EventOf<typeof WaitlistOfferAccepted>
  | EventOf<typeof WaitlistOfferLapsed>
  | EventOf<typeof WaitlistLeft>;

export interface Waiting {
  applicationId: string;
  volunteerId: string;
  /** Set while a place is offered: until when (ISO). */
  offerExpiresAt?: string;
}
export interface RosterState {
  held: string[];
  /** In order of joining. */
  waitlist: Waiting[];
}

/** Every command names the opportunity, its places now (an edit may change them) and the moment (offers lapse). */
interface Common {
  opportunityId: string;
  places: number;
  now: Date;
}
export type RosterCommand =
  /** The organisation approves: the application takes a free place, or the place offered to it. */
  | (Common & { type: 'TakePlace'; applicationId: string })
  /**
   * Withdrawn, rejected, or DECLINED (the volunteer answered NO to the reminder of the last day they had left): a held
   * place frees (and goes to the waitlist), a waiting application leaves the list.
   */
  | (Common & { type: 'ReleasePlace'; applicationId: string; reason: 'WITHDRAWN' | 'REJECTED' | 'DECLINED' })
  /** A new application: it joins the waitlist when no place is free (or others are already waiting). */
  | (Common & { type: 'JoinWaitlist'; applicationId: string; volunteerId: string })
  | (Common & { type: 'AcceptOffer'; applicationId: string })
  | (Common & { type: 'DeclineOffer'; applicationId: string })
  /** The sweep: offers past their 24 hours lapse and their places go to the next. */
  | (Common & { type: 'ExpireOffers' });

export const initialRoster: RosterState = { held: [], waitlist: [] };

const openOffers = (state: RosterState) => state.waitlist.filter((w) => w.offerExpiresAt).length;
/** Places neither held nor offered. */
export const freePlaces = (state: RosterState, places: number) => places - state.held.length - openOffers(state);
/** 1-based place in the list of a waiting application, undefined when not on it. */
export const waitlistPosition = (state: RosterState, applicationId: string) => {
  const index = state.waitlist.findIndex((w) => w.applicationId === applicationId);
  return index < 0 ? undefined : index + 1;
};

const evolve = (state: RosterState, event: RosterEvent): RosterState => {
  const id = event.data.applicationId;
  const without = () => state.waitlist.filter((w) => w.applicationId !== id);
  switch (event.type) {
    case 'ApplicationPlaceTaken':
      return state.held.includes(id) ? state : { ...state, held: [...state.held, id] };
    case 'ApplicationPlaceReleased':
      return { ...state, held: state.held.filter((h) => h !== id) };
    case 'ApplicationWaitlisted':
      return { ...state, waitlist: [...state.waitlist, { applicationId: id, volunteerId: event.data.volunteerId }] };
    case 'WaitlistPlaceOffered':
      return { ...state, waitlist: state.waitlist.map((w) => (w.applicationId === id ? { ...w, offerExpiresAt: event.data.expiresAt } : w)) };
    case 'WaitlistOfferAccepted':
    case 'WaitlistOfferLapsed':
    case 'WaitlistLeft':
      return { ...state, waitlist: without() };
    default:
      return state;
  }
};

const decide = (command: RosterCommand, initial: RosterState): RosterEvent[] => {
  // Events are decided one after another on the state they leave, so a cascade (a release, then an offer) is exact.
  const events: RosterEvent[] = [];
  let state = initial;
  const emit = (event: RosterEvent) => {
    events.push(event);
    state = evolve(state, event);
  };
  const { opportunityId, places, now } = command;
  const ids = (w: Waiting) => ({ opportunityId, applicationId: w.applicationId, volunteerId: w.volunteerId });
  const lapseExpired = () => {
    for (const w of state.waitlist.filter((x) => x.offerExpiresAt && Date.parse(x.offerExpiresAt) <= now.getTime()))
      emit({ type: 'WaitlistOfferLapsed', data: { ...ids(w), reason: 'EXPIRED' } });
  };
  /** Free places go to the first waiting without an offer, in order. */
  const offerFreePlaces = () => {
    const expiresAt = new Date(now.getTime() + OFFER_HOURS * 3_600_000).toISOString();
    for (const w of state.waitlist) {
      if (freePlaces(state, places) <= 0) break;
      if (!w.offerExpiresAt) emit({ type: 'WaitlistPlaceOffered', data: { ...ids(w), expiresAt } });
    }
  };
  const waiting = (applicationId: string) => state.waitlist.find((w) => w.applicationId === applicationId);

  lapseExpired();
  // Places added by an edit (or left by a lapse) go to those waiting before anyone else can take them.
  offerFreePlaces();
  switch (command.type) {
    case 'TakePlace': {
      const id = command.applicationId;
      if (state.held.includes(id)) break;
      const entry = waiting(id);
      if (entry?.offerExpiresAt) emit({ type: 'WaitlistOfferAccepted', data: ids(entry) });
      else if (entry || freePlaces(state, places) <= 0) throw badRequest(PLACES_FILLED);
      emit({ type: 'ApplicationPlaceTaken', data: { opportunityId, applicationId: id } });
      break;
    }
    case 'ReleasePlace': {
      const id = command.applicationId;
      if (state.held.includes(id)) emit({ type: 'ApplicationPlaceReleased', data: { opportunityId, applicationId: id } });
      const entry = waiting(id);
      // Only approved applications are reminded, so a DECLINED one is never waiting; were it so, it left by its own word.
      if (entry) emit({ type: 'WaitlistLeft', data: { ...ids(entry), reason: command.reason === 'DECLINED' ? 'WITHDRAWN' : command.reason } });
      break;
    }
    case 'JoinWaitlist': {
      const id = command.applicationId;
      if (state.held.includes(id) || waiting(id)) break;
      // Someone already waiting comes first, even if a place has just freed (it is theirs to accept).
      if (freePlaces(state, places) <= 0 || state.waitlist.length > 0)
        emit({ type: 'ApplicationWaitlisted', data: { opportunityId, applicationId: id, volunteerId: command.volunteerId } });
      break;
    }
    case 'AcceptOffer': {
      const entry = waiting(command.applicationId);
      if (!entry?.offerExpiresAt) {
        // An offer that lapsed just now is recorded (and passed on) rather than refused without trace.
        if (events.some((e) => e.type === 'WaitlistOfferLapsed' && e.data.applicationId === command.applicationId)) break;
        throw badRequest(NO_OFFER);
      }
      emit({ type: 'WaitlistOfferAccepted', data: ids(entry) });
      emit({ type: 'ApplicationPlaceTaken', data: { opportunityId, applicationId: entry.applicationId } });
      break;
    }
    case 'DeclineOffer': {
      const entry = waiting(command.applicationId);
      if (!entry?.offerExpiresAt) {
        if (events.some((e) => e.type === 'WaitlistOfferLapsed' && e.data.applicationId === command.applicationId)) break;
        throw badRequest(NO_OFFER);
      }
      emit({ type: 'WaitlistOfferLapsed', data: { ...ids(entry), reason: 'DECLINED' } });
      break;
    }
    case 'ExpireOffers':
      break;
  }
  offerFreePlaces();
  return events;
};

export const rosterDecider: Decider<RosterCommand, RosterEvent, RosterState> = { initialState: initialRoster, decide, evolve };
