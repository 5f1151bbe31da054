import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { catalogue, createCatalogue, defineEvent } from './index';

describe('event catalogue', () => {
  const Renamed = defineEvent('test', 'PersonNamed', z.object({ firstName: z.string(), lastName: z.string() }), 'v3', {
    1: { schema: z.object({ name: z.string() }), upcast: (d) => ({ fullName: (d as { name: string }).name }) },
    2: {
      schema: z.object({ fullName: z.string() }),
      upcast: (d) => {
        const [firstName, ...rest] = (d as { fullName: string }).fullName.split(' ');
        return { firstName, lastName: rest.join(' ') };
      },
    },
  });
  const test = createCatalogue([Renamed]);

  it('numbers versions from the upcasters it has', () => expect(Renamed.version).toBe(3));

  it('lifts stored data of any older version to the current one', () => {
    expect(test.upcast('PersonNamed', 1, { name: 'Nimal Perera' })).toEqual({ firstName: 'Nimal', lastName: 'Perera' });
    expect(test.upcast('PersonNamed', 2, { fullName: 'Kamala Silva' })).toEqual({ firstName: 'Kamala', lastName: 'Silva' });
    expect(test.upcast('PersonNamed', 3, { firstName: 'A', lastName: 'B' })).toEqual({ firstName: 'A', lastName: 'B' });
  });

  it('rejects stored data that does not match its own version', () => {
    expect(() => test.upcast('PersonNamed', 1, { fullName: 'wrong shape' })).toThrow();
  });

  it('validates new events against the current schema', () => {
    expect(() => test.validate('PersonNamed', { name: 'old shape' })).toThrow();
    expect(test.validate('PersonNamed', { firstName: 'A', lastName: 'B' })).toEqual({ version: 3, data: { firstName: 'A', lastName: 'B' } });
    expect(() => test.validate('Unknown', {})).toThrow(/Unknown event type/);
  });

  it('refuses two definitions of one type', () => {
    expect(() => createCatalogue([Renamed, Renamed])).toThrow(/unique/);
  });

  it('the platform catalogue refuses an unsealed personal field', () => {
    expect(() =>
      catalogue.validate('VolunteerRegistered', {
        volunteerId: '7d1e2f3a-0000-4000-8000-000000000001',
        registrationNo: 'VOL-000001',
        emailSecretHash: 'h',
        personal: { email: 'plain@example.lk' },
      }),
    ).toThrow();
  });
});
