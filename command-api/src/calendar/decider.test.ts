import { describe, it } from 'vitest';
import { spec } from '../infra/given-when-then';
import { calendarDecider } from './decider';

const volunteerId = '7d0c5a44-6a5e-4a39-9f49-2f0d7b0e3c11';
const renewed = (generation: number) => ({ type: 'CalendarFeedRenewed' as const, data: { volunteerId, generation } });

describe('calendar feed address', () => {
  it('the first renewal makes generation 1 (the address before it was generation 0)', () => {
    spec(calendarDecider).given([]).when({ type: 'RenewCalendarFeed', volunteerId }).then([renewed(1)]);
  });
  it('each renewal counts on from the last', () => {
    spec(calendarDecider).given([renewed(1), renewed(2)]).when({ type: 'RenewCalendarFeed', volunteerId }).then([renewed(3)]);
  });
});
