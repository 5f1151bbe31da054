import { everyone, type Role } from './roles';

/**
 * The API documentation (issue 13): public on purpose. It describes the public API and holds no secrets;
 * every call it documents still checks its caller. Registered outside both APIs, so no access rule of theirs applies.
 */
export const docsRows: Record<string, Role[]> = {
  'GET /api/docs': everyone,
  'GET /api/docs/json': everyone,
  'GET /api/docs/yaml': everyone,
  'GET /api/docs/static/index.html': everyone,
  'GET /api/docs/static/swagger-initializer.js': everyone,
  'GET /api/docs/static/*': everyone,
};
