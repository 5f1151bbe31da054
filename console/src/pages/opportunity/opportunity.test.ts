import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sdgGoals } from '@nvp/events/browser';
import { hoursPerWeek, hoursText } from '../../components/opportunity/labels';
import { sdgClass, sdgStyle } from '../../components/opportunity/Sdg';
import { selectable } from '../../components/opportunity/SelectDaysDialog';
import { paged } from '../../components/Pager';
import { catalogues } from '../../i18n/catalogues';
import { describe as descriptionIn } from './OpportunityFacts';

const luminance = (hex: string) => {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
};
const contrast = (a: string, b: string) => {
  const [x, y] = [luminance(a), luminance(b)].sort((m, n) => n - m);
  return (x + 0.05) / (y + 0.05);
};

describe('opportunity console helpers', () => {
  it('every goal tile has readable text (at least 4.5:1) on its official colour', () => {
    for (const goal of sdgGoals) {
      const { background, color } = sdgStyle(goal.id);
      expect(background).toBe(goal.colour);
      expect(contrast(background, color), `goal ${goal.id}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("the goals' classes (sdg-colours.css) carry exactly those colours", () => {
    const css = readFileSync(new URL('../../components/opportunity/sdg-colours.css', import.meta.url), 'utf8');
    for (const goal of sdgGoals) {
      const rule = new RegExp(`\\.${sdgClass(goal.id)} \\{\\s*background: ([^;]+);\\s*color: ([^;]+);`).exec(css);
      expect(rule, `goal ${goal.id}`).not.toBeNull();
      expect({ background: rule![1], color: rule![2] }).toEqual(sdgStyle(goal.id));
    }
  });

  it('Select Days allows only days after today, within the period, on the weekdays', () => {
    const rules = { startDate: '2030-03-01', endDate: '2030-03-31', days: ['Saturday'] };
    expect(selectable('2030-03-02', rules, '2030-02-01')).toBe(true); // a Saturday
    expect(selectable('2030-03-03', rules, '2030-02-01')).toBe(false); // a Sunday
    expect(selectable('2030-02-23', rules, '2030-02-01')).toBe(false); // before the start
    expect(selectable('2030-04-06', rules, '2030-02-01')).toBe(false); // after the end
    expect(selectable('2030-03-02', rules, '2030-03-02')).toBe(false); // today
    expect(selectable('2030-03-03', { ...rules, days: [] }, '2030-02-01')).toBe(true); // no weekdays: any day
  });

  it('cards count hours per week from the daily hours and weekdays; hours read "06 HRS"', () => {
    expect(hoursPerWeek({ workingHourCount: 6, days: ['Monday', 'Tuesday'] })).toBe(12);
    expect(hoursPerWeek({ workingHourCount: 4, days: [] })).toBe(4);
    expect(hoursText(6)).toBe('06');
    expect(catalogues.en['opportunity.hours'].replace('{hours}', hoursText(6))).toBe('06 HRS');
  });

  it('pages of 12 cards', () => {
    const items = Array.from({ length: 30 }, (_, i) => i);
    expect(paged(items, 1, 12)).toMatchObject({ pages: 3, page: 1 });
    expect(paged(items, 3, 12).rows).toEqual([24, 25, 26, 27, 28, 29]);
    expect(paged(items, 9, 12).page).toBe(3);
  });

  it('the description follows the interface language with English as fallback', () => {
    const o = { descriptionEnglish: 'EN', descriptionSinhala: 'SI', descriptionTamil: '' };
    expect(descriptionIn(o, 'si')).toBe('SI');
    expect(descriptionIn(o, 'ta')).toBe('EN');
    expect(descriptionIn(o, 'en')).toBe('EN');
  });

  it('the spec texts of §8 are the English messages', () => {
    expect(catalogues.en['opportunity.review.approved']).toBe('Opportunity Approved Successfully!');
    expect(catalogues.en['application.agreement.success']).toBe('You have now completed the agreements, You have successfully started your volunteer opportunity!!');
    expect(catalogues.en['application.feedback.incomplete']).toBe('Please Fill the all components');
  });
});
