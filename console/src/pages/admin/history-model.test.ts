import { describe, expect, it } from 'vitest';
import { compareStates, flatten, historyCsv, type HistoryEvent } from './history-model';

describe('history page model', () => {
  it('flattens a state to dotted keys', () => {
    expect(flatten({ volunteer: { status: 'A', personal: { firstName: 'K' }, codes: ['x'], empty: [] }, account: { erased: false } })).toEqual({
      'volunteer.status': 'A',
      'volunteer.personal.firstName': 'K',
      'volunteer.codes.0': 'x',
      'volunteer.empty': '[]',
      'account.erased': 'false',
    });
  });

  it('marks the keys that differ between then and now, including keys only one side has', () => {
    const rows = compareStates({ v: { status: 'EMAIL_UNVERIFIED', id: '1' } }, { v: { status: 'MOBILE_UNVERIFIED', id: '1', phone: 'p' } });
    expect(rows).toEqual([
      { key: 'v.status', then: 'EMAIL_UNVERIFIED', now: 'MOBILE_UNVERIFIED', changed: true },
      { key: 'v.id', then: '1', now: '1', changed: false },
      { key: 'v.phone', then: undefined, now: 'p', changed: true },
    ]);
  });

  it('writes the timeline as CSV with a BOM, quoted data and formulas neutralised', () => {
    const event: HistoryEvent = {
      streamId: 'volunteer-1',
      type: 'VolunteerRegistered',
      version: 1,
      revision: 0,
      position: '5/7',
      occurredAt: '2026-01-01T00:00:00.000Z',
      actor: { id: null, role: null, name: '=HYPERLINK("http://evil.example","x")' },
      correlationId: 'c',
      causationId: null,
      data: { personal: { firstName: 'A, "B"' } },
    };
    const csv = historyCsv([event]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const [head, line] = csv.slice(1).split('\r\n');
    expect(head.split(',')).toHaveLength(11);
    expect(line).toBe('5/7,2026-01-01T00:00:00.000Z,volunteer-1,0,VolunteerRegistered,1,,,"\'=HYPERLINK(""http://evil.example"",""x"")",c,"{""personal"":{""firstName"":""A, \\""B\\""""}}"');
  });
});
