import type { FastifyInstance } from 'fastify';
import { PAGE_SIZE_MAX, rules, sdgGoals } from '@nvp/events';
import type { QueryApiDeps } from '../infra/deps';
import { createVersionedCache, versionOf } from '../infra/versioned-cache';
import { POSITION_HEADER } from '../infra/read-your-writes';
import { landingFigures } from './landing-figures';

/** What the landing reads: three PostgreSQL read models (content: stories and partners) and the activity facts. */
export const HOME_READ_MODELS = ['volunteers', 'vios', 'content'] as const;
export const HOME_FACTS = 'activity-facts';

/**
 * The landing's whole answer, computed (no cache): five counts and four ClickHouse figures. Exported for the
 * benchmark, which measures it beside the cached route.
 */
export const homeAnswer = async (deps: Pick<QueryApiDeps, 'pool' | 'analytics' | 'config'>) => {
  const [volunteers, vios, stories, partners] = await Promise.all([
    deps.pool.query(`SELECT count(*)::int AS n FROM rm_volunteers WHERE status = 'FULLY_REGISTERED' AND standing <> 'TERMINATED' AND NOT erased`),
    deps.pool.query(`SELECT count(*)::int AS n FROM rm_vios WHERE status = 'APPROVED' AND NOT terminated AND NOT erased`),
    // The landing shows at most one page of each (issue 23: no list is unbounded); the newest stories, the first partners.
    deps.pool.query(`SELECT name, description, image_url FROM rm_stories ORDER BY created_at DESC, id LIMIT $1`, [PAGE_SIZE_MAX]),
    deps.pool.query(`SELECT name, image_url FROM rm_partners ORDER BY created_at, id LIMIT $1`, [PAGE_SIZE_MAX]),
  ]);
  const facts = deps.analytics ? await landingFigures(deps.analytics, deps.config.contributionHourlyRateLkr) : undefined;
  const hoursBySdg = Object.fromEntries(sdgGoals.map((g) => [String(g.sdg_number), facts?.numVolunteerHoursBySDG[String(g.sdg_number)] ?? 0]));
  return {
    numVolunteersRegistered: volunteers.rows[0].n as number,
    numViosRegistered: vios.rows[0].n as number,
    numVolunteersMobilized: facts?.numVolunteersMobilized ?? 0,
    numVolunteerHoursContributed: facts?.numVolunteerHoursContributed ?? 0,
    valueOfContribution: facts?.valueOfContribution ?? 0,
    numVolunteerHoursBySDG: hoursBySdg,
    goals: sdgGoals.map((g) => ({ number: g.sdg_number, colour: g.colour, name: g.name, sinhala_name: g.sinhala_name, tamil_name: g.tamil_name })),
    story: stories.rows.map((r) => ({ name: r.name, description: r.description, imageURL: r.image_url })),
    partner: partners.rows.map((r) => ({ name: r.name, imageURL: r.image_url })),
  };
};

/**
 * One version for everything the landing reads: the read models' versions and the facts' (the runner's count of
 * delivered batches; in the distributed query-api the stored checkpoints). Undefined (nothing cached) when any is
 * unknown.
 */
export const homeVersion = (deps: Pick<QueryApiDeps, 'readModelVersion' | 'analytics'>) =>
  versionOf(deps, deps.analytics ? [...HOME_READ_MODELS, HOME_FACTS] : HOME_READ_MODELS);

/**
 * POST /api/report/home (spec §7, no body): the landing's five statistics, hours per goal, stories and partners.
 * Registered volunteers and VIOs are the read models' approved, not terminated accounts; mobilised volunteers,
 * confirmed hours, their value and hours per goal come from the ClickHouse facts (landing-figures.ts) where the
 * service has analytics (zeros otherwise).
 * The 17 goals (number, colour, names in three languages) come along so the tiles have one source.
 */
export const homeReportRoutes = async (app: FastifyInstance, deps: QueryApiDeps) => {
  /**
   * The answer as JSON text, for as long as nothing it reads has changed. There is one key: the answer has no
   * parameters and carries every language (goal names in three), and the hourly rate is the process's config.
   * Calls that miss while it is being computed share that computation.
   */
  const answers = createVersionedCache<string>({ maxEntries: 1 });
  app.post('/api/report/home', { config: { access: rules.everyone, readModels: 'with-facts' } }, async (request, reply) => {
    // Taken before anything is read (and after a read-your-writes wait): an answer is never filed under a newer version than its rows.
    const version = await homeVersion(deps);
    const compute = async () => JSON.stringify(await homeAnswer(deps));
    // A caller that asked to read its own write waits for the answer at this version; a visitor who arrives while
    // another's recomputation runs gets the answer computed before it (versioned-cache.ts getLatest).
    const json = request.headers[POSITION_HEADER]
      ? await answers.getOrLoad(version, 'home', compute)
      : await answers.getLatest(version, 'home', compute);
    return reply.type('application/json; charset=utf-8').send(json);
  });
};
