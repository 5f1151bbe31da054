import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform } from '../../../scripts/test/harness';

let t: Awaited<ReturnType<typeof startTestPlatform>>;
beforeAll(async () => {
  t = await startTestPlatform('content-data');
});
afterAll(async () => t?.stop());

const get = (route: string) => t.api.get(route);

describe('location lookups over HTTP', () => {
  it('lists the 25 districts, trilingual, cacheable, without a token', async () => {
    const r = await get('/api/data/districts');
    expect(r.status).toBe(200);
    expect(r.body).toHaveLength(25);
    expect(r.body).toContainEqual({ code: '11', name: 'Colombo', sinhala_name: 'කොළඹ', tamil_name: 'கொழும்பு' });
    expect(r.headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it('lists the DS divisions of a district by English name', async () => {
    const r = await get('/api/data/divsec?district=Nuwara%20Eliya');
    expect(r.status).toBe(200);
    expect(r.body.length).toBeGreaterThan(3);
    expect(r.body.every((ds: { code: string }) => ds.code.startsWith('23'))).toBe(true);
    const colombo = await get('/api/data/divsec?district=Colombo');
    expect(colombo.body.map((ds: { name: string }) => ds.name)).toContain('Kolonnawa');
  });

  it('lists the GN divisions of a DS, optionally within its district', async () => {
    const r = await get('/api/data/gndivisions?divsec=Kolonnawa');
    expect(r.status).toBe(200);
    expect(r.body.length).toBeGreaterThan(10);
    expect(r.body.every((gn: { code: string }) => gn.code.startsWith('1106'))).toBe(true);
    const withDistrict = await get('/api/data/gndivisions?divsec=Kolonnawa&district=Colombo');
    expect(withDistrict.body).toEqual(r.body);
    // Names with '&' and quoted commas survive the query string and the CSV.
    const kandy = await get(`/api/data/gndivisions?divsec=${encodeURIComponent('Kandy Four Gravets & Gangawata Korale')}&district=Kandy`);
    expect(kandy.status).toBe(200);
    expect(kandy.body.length).toBeGreaterThan(0);
  });

  it('answers 400 with a clear message for a missing or unknown name', async () => {
    expect(await get('/api/data/divsec')).toMatchObject({ status: 400, body: { message: 'District is required' } });
    expect(await get('/api/data/divsec?district=Atlantis')).toMatchObject({ status: 400, body: { message: 'Unknown district' } });
    expect(await get('/api/data/gndivisions')).toMatchObject({ status: 400, body: { message: 'Divisional secretariat is required' } });
    expect(await get('/api/data/gndivisions?divsec=Atlantis')).toMatchObject({ status: 400, body: { message: 'Unknown divisional secretariat' } });
    expect(await get('/api/data/gndivisions?divsec=Kolonnawa&district=Atlantis')).toMatchObject({ status: 400, body: { message: 'Unknown district' } });
    // A real DS in another district is not found there.
    expect(await get('/api/data/gndivisions?divsec=Kolonnawa&district=Kandy')).toMatchObject({ status: 400, body: { message: 'Unknown divisional secretariat' } });
  });
});

describe('volunteer profile form data over HTTP', () => {
  it('returns the reference lists without a token', async () => {
    const r = await get('/api/formData/volunteerProfile');
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(r.body.country_of_birth[0]).toEqual({ id: 'LK', country: 'Sri Lanka', sinhala_name: 'ශ්\u200dරී ලංකාව', tamil_name: 'இலங்கை' });
    expect(r.body.country_of_birth).toHaveLength(249);
    expect(r.body.languages[0]).toMatchObject({ id: 1, language: 'Sinhala' });
    expect(r.body.ares_of_expertise[0]).toMatchObject({ id: 1, area: 'Agriculture' });
    expect(r.body.preferred_areas_of_volunteering).toHaveLength(11);
    expect(r.body.skills[17]).toMatchObject({ id: 18, skill: 'Physical Activities' });
  });
});
