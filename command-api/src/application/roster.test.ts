import { describe, expect, it } from 'vitest';
import { spec } from '../infra/given-when-then';
import { freePlaces, initialRoster, NO_OFFER, PLACES_FILLED, rosterDecider, waitlistPosition, type RosterCommand, type RosterEvent } from './roster';

const opportunityId = '00000000-0000-4000-8000-0000000000b1';
const now = new Date('2027-06-01T06:00:00.000Z');
const inADay = '2027-06-02T06:00:00.000Z';
const volunteerOf = (id: string) => `volunteer-${id}`;
const { given } = spec(rosterDecider);
const at = { opportunityId, now };

const taken = (id: string): RosterEvent => ({ type: 'ApplicationPlaceTaken', data: { opportunityId, applicationId: id } });
const released = (id: string): RosterEvent => ({ type: 'ApplicationPlaceReleased', data: { opportunityId, applicationId: id } });
const who = (id: string) => ({ opportunityId, applicationId: id, volunteerId: volunteerOf(id) });
const waitlisted = (id: string): RosterEvent => ({ type: 'ApplicationWaitlisted', data: who(id) });
const offered = (id: string, expiresAt = inADay): RosterEvent => ({ type: 'WaitlistPlaceOffered', data: { ...who(id), expiresAt } });
const accepted = (id: string): RosterEvent => ({ type: 'WaitlistOfferAccepted', data: who(id) });
const lapsed = (id: string, reason: 'DECLINED' | 'EXPIRED'): RosterEvent => ({ type: 'WaitlistOfferLapsed', data: { ...who(id), reason } });
const left = (id: string, reason: 'WITHDRAWN' | 'REJECTED'): RosterEvent => ({ type: 'WaitlistLeft', data: { ...who(id), reason } });
const join = (id: string, places = 1): RosterCommand => ({ type: 'JoinWaitlist', ...at, places, applicationId: id, volunteerId: volunteerOf(id) });

describe('roster: the places of an opportunity', () => {
  it('gives places up to noOfVolunteers, then refuses', () => {
    given([taken('a')]).when({ type: 'TakePlace', ...at, applicationId: 'b', places: 2 }).then([taken('b')]);
    given([taken('a'), taken('b')]).when({ type: 'TakePlace', ...at, applicationId: 'c', places: 2 }).thenThrows(PLACES_FILLED, 400);
  });
  it('holding a place twice is one place; a released place is free again', () => {
    given([taken('a')]).when({ type: 'TakePlace', ...at, applicationId: 'a', places: 1 }).then([]);
    given([taken('a'), released('a')]).when({ type: 'TakePlace', ...at, applicationId: 'b', places: 1 }).then([taken('b')]);
  });
});

describe('roster: the waitlist', () => {
  it('an application joins the waitlist only when every place is held or offered', () => {
    given([]).when(join('a', 1)).then([]);
    given([taken('a')]).when(join('b', 1)).then([waitlisted('b')]);
    given([taken('a'), waitlisted('b'), offered('b')]).when(join('c', 2)).then([waitlisted('c')]);
  });
  it('someone already waiting comes before a newcomer, even when a place is free', () => {
    given([taken('a'), waitlisted('b'), offered('b')]).when(join('c', 3)).then([waitlisted('c'), offered('c')]);
  });
  it('joining twice changes nothing; a holder does not join', () => {
    given([taken('a'), waitlisted('b')]).when(join('b')).then([]);
    given([taken('a')]).when(join('a')).then([]);
  });
  it('a freed place is offered to the first waiting for 24 hours', () => {
    given([taken('a'), waitlisted('b'), waitlisted('c')])
      .when({ type: 'ReleasePlace', ...at, places: 1, applicationId: 'a', reason: 'WITHDRAWN' })
      .then([released('a'), offered('b')]);
  });
  it('an accepted offer holds the place; the next waits on', () => {
    given([taken('a'), waitlisted('b'), waitlisted('c'), released('a'), offered('b')])
      .when({ type: 'AcceptOffer', ...at, places: 1, applicationId: 'b' })
      .then([accepted('b'), taken('b')]);
  });
  it('a declined offer goes to the next', () => {
    given([taken('a'), waitlisted('b'), waitlisted('c'), released('a'), offered('b')])
      .when({ type: 'DeclineOffer', ...at, places: 1, applicationId: 'b' })
      .then([lapsed('b', 'DECLINED'), offered('c')]);
  });
  it('an offer past its 24 hours lapses and goes to the next; accepting it then is not possible', () => {
    const past = '2027-06-01T05:00:00.000Z';
    const history = [taken('a'), waitlisted('b'), waitlisted('c'), released('a'), offered('b', past)];
    given(history).when({ type: 'ExpireOffers', ...at, places: 1 }).then([lapsed('b', 'EXPIRED'), offered('c')]);
    // The lapse is recorded even when the volunteer answers late (the route then says the offer expired).
    given(history).when({ type: 'AcceptOffer', ...at, places: 1, applicationId: 'b' }).then([lapsed('b', 'EXPIRED'), offered('c')]);
  });
  it('only an application with an open offer can accept or decline', () => {
    given([taken('a'), waitlisted('b')]).when({ type: 'AcceptOffer', ...at, places: 1, applicationId: 'b' }).thenThrows(NO_OFFER, 400);
    given([taken('a')]).when({ type: 'DeclineOffer', ...at, places: 1, applicationId: 'x' }).thenThrows(NO_OFFER, 400);
  });
  it('a waiting application that is withdrawn or rejected leaves the list; its offer goes to the next', () => {
    given([taken('a'), waitlisted('b'), waitlisted('c')])
      .when({ type: 'ReleasePlace', ...at, places: 1, applicationId: 'c', reason: 'WITHDRAWN' })
      .then([left('c', 'WITHDRAWN')]);
    given([taken('a'), waitlisted('b'), waitlisted('c'), released('a'), offered('b')])
      .when({ type: 'ReleasePlace', ...at, places: 1, applicationId: 'b', reason: 'REJECTED' })
      .then([left('b', 'REJECTED'), offered('c')]);
  });
  it('the organisation cannot approve past the waitlist; approving one offered a place takes it', () => {
    given([taken('a'), released('a'), waitlisted('b'), offered('b')]).when({ type: 'TakePlace', ...at, places: 1, applicationId: 'c' }).thenThrows(PLACES_FILLED, 400);
    given([taken('a'), waitlisted('b')]).when({ type: 'TakePlace', ...at, places: 1, applicationId: 'b' }).thenThrows(PLACES_FILLED, 400);
    given([taken('a'), waitlisted('b'), released('a'), offered('b')]).when({ type: 'TakePlace', ...at, places: 1, applicationId: 'b' }).then([accepted('b'), taken('b')]);
  });
  it('places added by an edit go to those waiting first', () => {
    given([taken('a'), waitlisted('b'), waitlisted('c')]).when({ type: 'ExpireOffers', ...at, places: 2 }).then([offered('b')]);
  });
  it('positions count from 1 in order of joining, and held plus offered never exceeds the places', () => {
    const events = [taken('a'), waitlisted('b'), waitlisted('c'), waitlisted('d'), released('a'), offered('b')];
    const state = events.reduce(rosterDecider.evolve, initialRoster);
    expect([waitlistPosition(state, 'b'), waitlistPosition(state, 'c'), waitlistPosition(state, 'd'), waitlistPosition(state, 'a')]).toEqual([1, 2, 3, undefined]);
    expect(freePlaces(state, 1)).toBe(0);
  });
});
