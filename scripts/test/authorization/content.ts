import { admins, anyUser, coreAdmin, everyone, type Role } from './roles';

/** Who may call each route of the content slice (see roles.ts for the caller names). */
export const contentRows: Record<string, Role[]> = {
  'GET /api/data/districts': everyone,
  'GET /api/data/divsec': everyone,
  'GET /api/data/gndivisions': everyone,
  'GET /api/formData/volunteerProfile': everyone,
  'GET /api/asset/file/:name': everyone,
  'PUT /api/asset/image': anyUser,
  'POST /api/asset/updateImage': anyUser,
  // News, stories, partners: any admin manages them (no permission is named for them); lists are public.
  'POST /api/news/admin/create': admins,
  'PUT /api/news/admin/:id': admins,
  'PUT /api/news/admin/archive/:id': admins,
  'GET /api/news/home/list': everyone,
  'GET /api/news/admin/list': admins,
  'POST /api/admin/story/create': admins,
  'PUT /api/admin/story/update': admins,
  'DELETE /api/admin/story/delete/:id': admins,
  'GET /api/admin/story/list': everyone,
  'GET /api/admin/story/get/:id': admins,
  'POST /api/admin/partner/create': admins,
  'PUT /api/admin/partner/update': admins,
  'DELETE /api/admin/partner/delete/:id': admins,
  'GET /api/admin/partner/list': everyone,
  'GET /api/admin/partner/get/:id': admins,
  // Reference documents: the platform's terms and policies, published by a core admin; read by everyone.
  'PUT /api/document/:key/:language': coreAdmin,
  'GET /api/document/list': everyone,
  'GET /api/document/file/:key/:language': everyone,
  // The landing's statistics (built here until the reports issue takes it over).
  'POST /api/report/home': everyone,
};
