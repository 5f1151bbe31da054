// biome-ignore-all lint/suspicious/noThenProperty: the expected rows' value then and now (plain data, never awaited)
import { describe, expect, it } from 'vitest';
import { compareStates, flatten, historyCsv, historyPath, walkHistory, type HistoryEvent, type SubjectHistoryAnswer } from './history-model';

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

  it('asks a page of the history with the cursor and the moment only when given', () => {
    expect(historyPath('volunteer', 'a b', { pageSize: 50 })).toBe('/api/admin/history/volunteer/a%20b?pageSize=50');
    expect(historyPath('vio', 'x', { pageSize: 100, before: '12/3', at: '5/1' })).toBe('/api/admin/history/vio/x?pageSize=100&before=12%2F3&at=5%2F1');
    expect(historyPath('vio', 'x', { pageSize: 1, before: null })).toBe('/api/admin/history/vio/x?pageSize=1');
  });

  it('walks every page along the cursor, reports progress and gives the events in log order', async () => {
    const event = (n: number) => ({ position: `${n}/0`, type: `E${n}` }) as HistoryEvent;
    // Five events, newest first, two a page.
    const pages: Record<string, Partial<SubjectHistoryAnswer>> = {
      first: { events: [event(5), event(4)], total: 5, next: '4/0' },
      '4/0': { events: [event(3), event(2)], total: 5, next: '2/0' },
      '2/0': { events: [event(1)], total: 5, next: null },
    };
    const asked: (string | null)[] = [];
    const progress: [number, number][] = [];
    const { events, last } = await walkHistory(
      async (before) => {
        asked.push(before);
        return pages[before ?? 'first'] as SubjectHistoryAnswer;
      },
      (done, total) => progress.push([done, total]),
    );
    expect(asked).toEqual([null, '4/0', '2/0']);
    expect(events.map((e) => e.type)).toEqual(['E1', 'E2', 'E3', 'E4', 'E5']);
    expect(progress).toEqual([
      [2, 5],
      [4, 5],
      [5, 5],
    ]);
    expect(last).toBe(pages['2/0']);
  });

  it('stops walking when the server repeats a cursor or answers an empty page', async () => {
    let calls = 0;
    const looping = await walkHistory(async () => {
      calls++;
      return { events: [{ position: '1/0' } as HistoryEvent], total: 9, next: '1/0' } as SubjectHistoryAnswer;
    });
    expect(calls).toBe(2);
    expect(looping.events).toHaveLength(2);
    const empty = await walkHistory(async () => ({ events: [], total: 0, next: 'x' }) as unknown as SubjectHistoryAnswer);
    expect(empty.events).toEqual([]);
  });
});
