import { describe, expect, it } from 'vitest';
import { spec } from '../infra/given-when-then';
import { certificateDecider, type CertificateCommand, type CertificateEvent } from './decider';
import { engagementOf, newCertificateId, yearOf } from './issue';

const volunteerId = '00000000-0000-4000-8000-0000000000c1';
const applicationId = '00000000-0000-4000-8000-0000000000a1';
const opportunityId = '00000000-0000-4000-8000-0000000000b1';
const vioId = '00000000-0000-4000-8000-0000000000d1';
const first = 'AAAAAAAAAAAAAAAAAAAAAA';
const second = 'BBBBBBBBBBBBBBBBBBBBBB';
const period = { from: '2027-06-05', to: '2027-06-12' };

const forEngagement = (hours: number, certificateId = second): CertificateCommand => ({
  type: 'IssueForEngagement',
  certificateId,
  volunteerId,
  applicationId,
  opportunityId,
  vioId,
  hours,
  period,
});
const issuedForEngagement = (hours: number, certificateId = first): CertificateEvent => ({
  type: 'CertificateIssued',
  data: { certificateId, volunteerId, kind: 'ENGAGEMENT', applicationId, opportunityId, vioId, hours, period },
});
const forYear = (year: number, hours: number, currentYear = 2028): CertificateCommand => ({ type: 'IssueForYear', certificateId: second, volunteerId, year, currentYear, hours });
const issuedForYear = (year: number, hours: number, certificateId = first): CertificateEvent => ({
  type: 'CertificateIssued',
  data: { certificateId, volunteerId, kind: 'ANNUAL', year, hours, period: { from: `${year}-01-01`, to: `${year}-12-31` } },
});
const revoked = (certificateId = first): CertificateEvent => ({ type: 'CertificateRevoked', data: { certificateId, volunteerId, reason: 'HOURS_CORRECTED' } });

const { given } = spec(certificateDecider);

describe('certificate decider: an engagement', () => {
  it('issues a certificate for an engagement whose hours the organisation confirmed', () => {
    given([]).when(forEngagement(12.5, first)).then([issuedForEngagement(12.5)]);
  });
  it('issues nothing again for the same hours (the job runs again and from several processes)', () => {
    given([issuedForEngagement(12.5)]).when(forEngagement(12.5)).then([]);
  });
  it('certifies no hours: nothing is issued when the organisation confirmed 0', () => {
    given([]).when(forEngagement(0)).then([]);
  });
  it('revokes the certificate whose hours changed and issues one with the new hours', () => {
    given([issuedForEngagement(12.5)]).when(forEngagement(10)).then([revoked(), issuedForEngagement(10, second)]);
  });
  it('revokes without a new one when the hours became 0', () => {
    given([issuedForEngagement(12.5)]).when(forEngagement(0)).then([revoked()]);
  });
  it('issues again after a revocation (the revoked one no longer counts)', () => {
    given([issuedForEngagement(12.5), revoked()]).when(forEngagement(12.5)).then([issuedForEngagement(12.5, second)]);
  });
});

describe('certificate decider: a year', () => {
  it('issues an annual certificate for a past year, 1 January to 31 December', () => {
    given([]).when(forYear(2027, 40)).then([issuedForYear(2027, 40, second)]);
  });
  it('issues none for the current year (its hours can still grow)', () => {
    given([]).when(forYear(2028, 40)).then([]);
  });
  it('keeps the engagement certificates apart from the annual one', () => {
    given([issuedForEngagement(12.5)]).when(forYear(2027, 12.5)).then([issuedForYear(2027, 12.5, second)]);
  });
  it('revokes a year whose confirmed hours changed and issues it again', () => {
    given([issuedForYear(2027, 40)]).when(forYear(2027, 52.5)).then([revoked(), issuedForYear(2027, 52.5, second)]);
  });
  it('issues nothing again for the same year and hours', () => {
    given([issuedForYear(2027, 40)]).when(forYear(2027, 40)).then([]);
  });
});

describe('the job’s pieces', () => {
  it('draws ids of 128 random bits, URL-safe, never the same twice', () => {
    const ids = Array.from({ length: 200 }, newCertificateId);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(new Set(ids).size).toBe(200);
  });
  it('reads an engagement from its application stream: the chosen days and the last confirmed hours', () => {
    const ids = { applicationId, opportunityId, volunteerId, vioId };
    const e = (type: string, data: object) => ({ type, version: 1, data: { ...ids, ...data } });
    expect(engagementOf([e('ApplicationSubmitted', { dates: ['2027-06-12', '2027-06-05'] })])).toBeUndefined();
    const engagement = engagementOf([e('ApplicationSubmitted', { dates: ['2027-12-31', '2027-06-05'] }), e('ApplicationApproved', {}), e('VioFeedbackSubmitted', { hours: 7.5 })]);
    expect(engagement).toEqual({ ...ids, dates: ['2027-06-05', '2027-12-31'], hours: 7.5 });
    expect(yearOf(engagement!)).toBe(2027);
  });
});
