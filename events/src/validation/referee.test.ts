import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { translateMessage, validationMessages } from './messages';
import { volunteerValidationMessages } from './messages.volunteer';
import { phoneNumberForm, refereeForm, refereeRatingNames, refereeReviewForm, refereeReviewRequest, smsCodeForm } from './referee';

const problem = (schema: z.ZodType, values: unknown, field: string) => {
  const result = schema.safeParse(values);
  const issue = result.success ? undefined : result.error.issues.find((i) => i.path[0] === field);
  return issue && translateMessage(issue.message, 'en');
};

const referee = (overrides: Record<string, string> = {}) => ({
  name: 'Nimal Perera',
  no: '45/2',
  street: 'Lake Road',
  city: 'Town',
  state: 'Province',
  phone: '',
  mobile: '0771234567',
  email: 'nimal@example.lk',
  ...overrides,
});

describe('referee add form', () => {
  it('accepts a referee without a landline', () => expect(refereeForm.parse(referee())).toMatchObject({ phone: '', email: 'nimal@example.lk' }));

  it.each(['name', 'no', 'street', 'city', 'state', 'mobile', 'email'])('requires %s', (field) =>
    expect(problem(refereeForm, referee({ [field]: '  ' }), field)).toBe('Required'),
  );

  it.each(['0771234567', '077 123 4567', '077-123-4567', '+94 77 123 4567', '+94771234567', '011-2345678', '(011) 234 5678', '+44 20 7946 0958'])(
    'accepts the number %s',
    (number) => {
      expect(problem(refereeForm, referee({ mobile: number }), 'mobile')).toBeUndefined();
      expect(problem(refereeForm, referee({ phone: number }), 'phone')).toBeUndefined();
    },
  );

  it.each(['12345', '077 12', 'call me', '0771234567 ext 5', '+94 77 123 4567 8901 23'])('refuses the number %s', (number) => {
    expect(problem(refereeForm, referee({ mobile: number }), 'mobile')).toBe('mobile number is not valid');
    expect(problem(refereeForm, referee({ phone: number }), 'phone')).toBe('Phone number is not valid');
  });

  it('refuses an invalid e-mail', () => expect(problem(refereeForm, referee({ email: 'nimal@' }), 'email')).toBe('Email is not valid'));

  it('has the spec helper texts in three languages', () => {
    expect(translateMessage('v.volunteer.refereeHint.name')).toBe('Please enter the Referee Name');
    expect(translateMessage('v.volunteer.refereeHint.email')).toBe('Please enter a Valid Email Address');
    expect(translateMessage('v.volunteer.refereeHint.name', 'si')).not.toBe('Please enter the Referee Name');
  });
});

const ratings = Object.fromEntries(refereeRatingNames.map((n) => [n, 4]));
const review = (overrides: Record<string, unknown> = {}) => ({
  durationYears: '5+',
  durationMonths: 0,
  relation: 'EMPLOYEE',
  accurate: true,
  ...ratings,
  otherInformation: '',
  consent: true,
  ...overrides,
});

describe('referee review form', () => {
  it('accepts a review, from the API or from form strings', () => {
    expect(refereeReviewForm.parse(review())).toMatchObject({ durationYears: '5+', accurate: true, reliability: 4 });
    const fromForm = refereeReviewForm.parse(review({ durationMonths: '11', accurate: 'no', reliability: '5', consent: 'true' }));
    expect(fromForm).toMatchObject({ durationMonths: 11, accurate: false, reliability: 5, consent: true });
  });

  it.each([
    [{ durationYears: '6' }, 'durationYears', 'Required'],
    [{ durationMonths: 12 }, 'durationMonths', 'Months must be between 0 and 11'],
    [{ durationMonths: -1 }, 'durationMonths', 'Months must be between 0 and 11'],
    [{ relation: 'NEIGHBOUR' }, 'relation', 'Required'],
    [{ accurate: undefined }, 'accurate', 'Required'],
    [{ reliability: 0 }, 'reliability', 'Please give a rating from 1 to 5'],
    [{ commitment: 6 }, 'commitment', 'Please give a rating from 1 to 5'],
    [{ teamwork: 2.5 }, 'teamwork', 'Please give a rating from 1 to 5'],
    [{ otherInformation: 'x'.repeat(65537) }, 'otherInformation', 'Max length 65536 characters'],
    [{ consent: false }, 'consent', 'Please give your consent to submit'],
    [{ consent: undefined }, 'consent', 'Please give your consent to submit'],
  ])('%o → %s: %s', (overrides, field, message) => expect(problem(refereeReviewForm, review(overrides), field)).toBe(message));

  it('every rating is required', () => {
    for (const name of refereeRatingNames) expect(problem(refereeReviewForm, review({ [name]: undefined }), name)).toBe('Please give a rating from 1 to 5');
  });

  it('the request carries the referee token', () => expect(problem(refereeReviewRequest, review(), 'refereeToken')).toBe('Required'));
});

describe('phone verification forms', () => {
  it.each([
    ['0771234567', undefined],
    ['', 'Required'],
    ['077123456', 'Phone number is not valid'],
    ['+94771234567', 'Phone number is not valid'],
  ])('phone %s → %s', (phoneNumber, message) => expect(problem(phoneNumberForm, { phoneNumber }, 'phoneNumber')).toBe(message));

  it.each([
    ['123456', undefined],
    ['', 'Required'],
    ['12345', 'The code has 6 characters'],
    ['1234567', 'The code has 6 characters'],
  ])('code %s → %s', (phoneToken, message) => expect(problem(smsCodeForm, { phoneToken }, 'phoneToken')).toBe(message));
});

describe('volunteer messages', () => {
  it('every key has English, Sinhala and Tamil, and they are part of the shared catalogue', () => {
    for (const [key, texts] of Object.entries(volunteerValidationMessages)) {
      expect(key.startsWith('v.volunteer.')).toBe(true);
      for (const language of ['en', 'si', 'ta'] as const) expect(texts[language].trim().length, `${key} ${language}`).toBeGreaterThan(0);
      expect(texts.si).not.toBe(texts.en);
      expect(texts.ta).not.toBe(texts.en);
      expect(validationMessages[key]).toEqual(texts);
    }
  });
});
