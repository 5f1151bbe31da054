import { z } from 'zod';
import { text } from './text';
import { newsStatuses, DEFAULT_STORY_IMAGE } from './content-terms';
export * from './content-terms';

/**
 * Forms of the content and complaint slices (spec §5: news, volunteer story, partner, complaint) shared by the
 * console and the command API. Limits the spec leaves open are decided in docs/decisions.md ("content").
 */

const required = (max: number, tooLong: string, multiline = false) => text({ error: 'v.required', multiline }).trim().min(1, 'v.required').max(max, tooLong);
const optionalText = (max: number, tooLong: string, multiline = false) =>
  text({ multiline })
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((value) => (value ? value : undefined));

export const NEWS_TITLE_MAX = 200;
export const NEWS_BODY_MAX = 10_000;

/** POST /api/news/admin/create and PUT /api/news/admin/{id}: title and body (spec), optional Sinhala and Tamil versions. */
export const newsRequest = z.object({
  title: required(NEWS_TITLE_MAX, 'v.content.max200'),
  body: required(NEWS_BODY_MAX, 'v.content.max10000', true),
  titleSinhala: optionalText(NEWS_TITLE_MAX, 'v.content.max200'),
  bodySinhala: optionalText(NEWS_BODY_MAX, 'v.content.max10000', true),
  titleTamil: optionalText(NEWS_TITLE_MAX, 'v.content.max200'),
  bodyTamil: optionalText(NEWS_BODY_MAX, 'v.content.max10000', true),
});
export type NewsRequest = z.infer<typeof newsRequest>;

/** Story and partner pictures are our uploaded assets (PUT /api/asset/image) or, for a story, the default one. */
// Only the URL's shape is checked: the asset pipeline owns how files are stored and named.
const imageUrl = text().trim().regex(/^\/api\/asset\/file\/[A-Za-z0-9._-]+$/, 'v.content.image');

/** POST /api/admin/story/create (name, description, imageURL); no image means the default picture. */
export const storyRequest = z.object({
  name: required(100, 'v.max100'),
  description: required(2000, 'v.content.max2000', true),
  imageURL: z
    .union([imageUrl, z.literal(DEFAULT_STORY_IMAGE), z.literal(''), z.null()])
    .optional()
    .transform((value) => value || DEFAULT_STORY_IMAGE),
});
export const storyUpdateRequest = storyRequest.extend({ id: text({ error: 'v.required' }).min(1, 'v.required') });
export type StoryRequest = z.infer<typeof storyRequest>;

/** POST /api/admin/partner/create (name, imageURL): the logo is required ('A image is required'). */
export const partnerRequest = z.object({
  name: required(100, 'v.max100'),
  imageURL: text({ error: 'v.content.imageRequired' }).trim().min(1, 'v.content.imageRequired').pipe(imageUrl),
});
export const partnerUpdateRequest = partnerRequest.extend({ id: text({ error: 'v.required' }).min(1, 'v.required') });
export type PartnerRequest = z.infer<typeof partnerRequest>;

/** POST /api/complaint/add: title and description required, registration number optional (spec §5). */
export const complaintRequest = z.object({
  title: required(200, 'v.content.max200'),
  description: required(5000, 'v.content.max5000', true),
  registrationNo: optionalText(30, 'v.max30').nullable().transform((value) => value ?? undefined),
});
export type ComplaintRequest = z.infer<typeof complaintRequest>;

/** POST /api/complaint/resolve/{id}: `{ resolve }`, the action taken; required, since it is mailed to the complainant. */
export const resolveComplaintRequest = z.object({
  resolve: required(2000, 'v.content.max2000', true),
});

/** PUT /api/news/admin/archive/{id}: no body toggles (spec); `{ status }` sets it, so two admins cannot undo each other. */
export const newsStatusRequest = z.object({ status: z.enum(newsStatuses).optional() });

