import { describe, expect, it } from 'vitest';
import { shownPosition } from './projection-position';

describe('a read model position on the admin page', () => {
  it('shows the commit alone for the store\'s "every event up to this transaction" marker, the whole position in the title', () => {
    expect(shownPosition('4651/9223372036854775807')).toEqual({ text: '4651', title: '4651/9223372036854775807' });
  });

  it('shows an event position whole, and a dash before the first event', () => {
    expect(shownPosition('4651/200024')).toEqual({ text: '4651/200024' });
    expect(shownPosition('-1/-1')).toEqual({ text: '-1/-1' });
    expect(shownPosition(null)).toEqual({ text: '—' });
  });
});
