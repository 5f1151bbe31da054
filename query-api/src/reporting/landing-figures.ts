import type { Analytics } from '@nvp/projections';
import { createFigures } from './figures';

/**
 * The landing page's five statistics and hours by goal 1–17 (spec §3 "Statistics"), all time, from ClickHouse:
 * { numVolunteersRegistered, numViosRegistered, numVolunteersMobilized, numVolunteerHoursContributed,
 *   valueOfContribution (LKR, hours × rate), numVolunteerHoursBySDG: { '1': h, …, '17': h } }.
 * For POST /api/report/home (the content slice owns that route): `await landingFigures(deps.analytics, deps.config.contributionHourlyRateLkr)`.
 */
export const landingFigures = (analytics: Analytics, rateLkr: number) => createFigures(analytics, rateLkr).landing();
