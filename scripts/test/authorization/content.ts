import { anyUser, everyone, type Role } from './roles';

/** Who may call each route of the content slice (see roles.ts for the caller names). */
export const contentRows: Record<string, Role[]> = {
  'GET /api/data/districts': everyone,
  'GET /api/data/divsec': everyone,
  'GET /api/data/gndivisions': everyone,
  'GET /api/formData/volunteerProfile': everyone,
  'GET /api/asset/file/:name': everyone,
  'PUT /api/asset/image': anyUser,
  'POST /api/asset/updateImage': anyUser,
};
