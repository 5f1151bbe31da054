import { describe, expect, it } from 'vitest';
import { readOpportunityTitles, titled } from './attendance-titles';

describe("the report's attendance by opportunity, titled (issue 28)", () => {
  const rows = [
    { opportunityId: 'a', attended: 2, noShows: 1, reminded: 3, confirmed: 2, declined: 1 },
    { opportunityId: 'b', attended: 0, noShows: 3, reminded: 0, confirmed: 0, declined: 0 },
  ];

  it('given the titles it knows, when titled, then each row carries its title and an unknown one null, counts and order kept', () => {
    expect(titled(rows, new Map([['a', 'Beach clean-up']]))).toEqual([
      { opportunityId: 'a', title: 'Beach clean-up', attended: 2, noShows: 1, reminded: 3, confirmed: 2, declined: 1 },
      { opportunityId: 'b', title: null, attended: 0, noShows: 3, reminded: 0, confirmed: 0, declined: 0 },
    ]);
  });

  it('reads only uuid-shaped ids, in one statement, and none when there is nothing to name', async () => {
    const calls: unknown[][] = [];
    const id = '5b1d8a52-7c0e-4a8e-9a43-0d2c7f1e6b11';
    const db = {
      query: async (_sql: string, values: unknown[]) => {
        calls.push(values);
        return { rows: [{ id, title: 'Tree planting' }] };
      },
    } as never;
    expect(await readOpportunityTitles(db, [])).toEqual(new Map());
    expect(await readOpportunityTitles(db, ['not-a-uuid'])).toEqual(new Map());
    expect(calls).toEqual([]);
    expect(await readOpportunityTitles(db, [id, 'not-a-uuid'])).toEqual(new Map([[id, 'Tree planting']]));
    expect(calls).toEqual([[[id]]]);
  });
});
