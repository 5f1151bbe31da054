import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { VOLUNTEERING_CONTEXT_V1, VOLUNTEERING_NS } from './feed';

/** The feed's own JSON Schema (docs/open-data/opportunities.schema.json), for the tests. */
export const feedSchema = () => JSON.parse(readFileSync(fileURLToPath(new URL('../../../docs/open-data/opportunities.schema.json', import.meta.url)), 'utf8'));

const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
/** The standard's defined temporal entities (ontology §2.6.2): a weekday and Morning, Afternoon or Evening. */
const definedTimes = new Set(days.flatMap((d) => ['Morning', 'Afternoon', 'Evening'].map((p) => `${VOLUNTEERING_NS}${d}${p}`)));
const isText = (v: unknown) => typeof v === 'string' && v.trim() !== '';
const isUrl = (v: unknown) => typeof v === 'string' && /^https?:\/\/\S+$/.test(v);
const list = (v: unknown) => (Array.isArray(v) ? v : v === undefined ? [] : [v]);

/**
 * What the ODI volunteering data standard publishes about its shapes (standard.volunteeringdata.io: the ontology's
 * classes and the "publishing opportunities data" examples), checked independently of the feed's own schema:
 * the v1 context; activities with a title (their name) and a description; organisations with a name; roles with a
 * title, an apply link and a boolean remote flag; sessions whose times are the standard's defined temporal
 * entities; locations with an address and, if any, numeric coordinates. Answers the problems found (none: []).
 */
export const standardShapeProblems = (document: any): string[] => {
  const problems: string[] = [];
  const expect = (ok: boolean, what: string) => ok || problems.push(what);
  expect(document?.['@context'] === VOLUNTEERING_CONTEXT_V1, `@context is ${JSON.stringify(document?.['@context'])}`);
  const graph = document?.['@graph'] ?? document?.graph;
  expect(Array.isArray(graph), 'no @graph array');
  for (const [i, activity] of (Array.isArray(graph) ? graph : []).entries()) {
    const at = `@graph[${i}]`;
    expect(activity.type === 'Activity', `${at} type ${activity.type}`);
    expect(isText(activity.title), `${at} has no title (the activity's name)`);
    expect(isText(activity.description), `${at} has no description`);
    const organisation = activity.organisation;
    expect(organisation?.type === 'Organisation' && isText(organisation.name), `${at} organisation without a name`);
    for (const role of list(activity.role)) {
      expect(isText(role.title), `${at} role without a title`);
      expect(isUrl(role.applyLink), `${at} role applyLink ${role.applyLink}`);
      expect(typeof role.allowsRemoteParticipation === 'boolean', `${at} allowsRemoteParticipation not a boolean`);
    }
    expect(list(activity.session).length > 0, `${at} has no session`);
    for (const session of list(activity.session)) {
      for (const time of list(session.time)) expect(definedTimes.has(time), `${at} time ${time} is not a defined temporal entity`);
      for (const location of list(session.location)) {
        expect(isText(location.address) || isText(location.name), `${at} location without an address or name`);
        for (const axis of ['latitude', 'longitude']) if (axis in location) expect(typeof location[axis] === 'number', `${at} ${axis} not a number`);
      }
    }
  }
  return problems;
};
