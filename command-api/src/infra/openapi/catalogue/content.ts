import { z } from 'zod';
import {
  DOCUMENT_MAX_BYTES,
  documentKeys,
  documentLanguages,
  IMAGE_MAX_BYTES,
  newsRequest,
  newsStatusRequest,
  partnerRequest,
  partnerUpdateRequest,
  storyRequest,
  storyUpdateRequest,
} from '@nvp/events';
import { routeDocs } from '../types';

/** A file's bytes (a binary body, not JSON). */
const fileBytes = z.string().meta({ contentMediaType: 'application/octet-stream', description: 'The file itself (binary).' });

const upload = (field: string, description: string) => ({
  contentType: 'multipart/form-data',
  description,
  schema: { type: 'object', properties: { [field]: { type: 'string', contentMediaType: 'application/octet-stream' } }, required: [field] },
});
/** Mirror of the body parsed in content/assets.ts (slice-local there). */
const updateImageBody = z.object({ imageURL: z.string().min(1).describe('An image URL answered by PUT /api/asset/image.') });
const document = { key: `One of ${documentKeys.join(', ')}.`, language: `One of ${documentLanguages.join(', ')}.` };
const mb = (bytes: number) => `${bytes / 1024 / 1024} MB`;

/** News, stories, partners, pictures, documents and reference data (content/). */
export const contentDocs = routeDocs('content', {
  'POST /api/news/admin/create': { summary: 'Publish a news item in three languages', body: newsRequest },
  'PUT /api/news/admin/:id': { summary: 'Edit a news item', params: { id: 'The news id.' }, body: newsRequest },
  'PUT /api/news/admin/archive/:id': { summary: 'Archive or republish a news item', params: { id: 'The news id.' }, body: newsStatusRequest },
  'POST /api/admin/story/create': { summary: 'Add a success story', body: storyRequest },
  'PUT /api/admin/story/update': { summary: 'Edit a success story', body: storyUpdateRequest },
  'DELETE /api/admin/story/delete/:id': { summary: 'Delete a success story', params: { id: 'The story id.' } },
  'POST /api/admin/partner/create': { summary: 'Add a partner (name and logo)', body: partnerRequest },
  'PUT /api/admin/partner/update': { summary: 'Edit a partner', body: partnerUpdateRequest },
  'DELETE /api/admin/partner/delete/:id': { summary: 'Delete a partner', params: { id: 'The partner id.' } },
  'PUT /api/asset/image': {
    summary: 'Upload a picture (JPEG/PNG/WebP, re-encoded); answers its URL',
    body: upload('images', `One image file in part \`images\`, at most ${mb(IMAGE_MAX_BYTES)}.`),
    ok: z.array(z.object({ url: z.string().describe('The stored image, for `imageURL` fields.') })),
    responses: {
      413: "The file is too large, or it would take the account's stored images past their total (UPLOAD_STORAGE_MAX_MB).",
      429: 'Too many uploads by this account in the last hour (UPLOAD_RATE_MAX); `retry-after` says when to try again.',
    },
  },
  'POST /api/asset/updateImage': {
    summary: "Set the caller's profile picture to an uploaded image",
    body: updateImageBody,
    okStatus: 201,
    ok: { description: 'Updated.', schema: z.object({ message: z.string(), position: z.string() }) },
  },
  'PUT /api/document/:key/:language': {
    summary: 'Upload a new version of a public document (PDF; core admin)',
    params: document,
    body: upload('file', `One PDF in part \`file\`, at most ${mb(DOCUMENT_MAX_BYTES)}.`),
    responses: { 413: 'The file is too large.' },
  },
  'GET /api/news/home/list': { summary: 'Published news for the home page' },
  'GET /api/news/admin/list': { summary: 'Every news item, for the admin table' },
  'GET /api/admin/story/list': { summary: 'Every success story' },
  'GET /api/admin/story/get/:id': { summary: 'One success story', params: { id: 'The story id.' } },
  'GET /api/admin/partner/list': { summary: 'Every partner' },
  'GET /api/admin/partner/get/:id': { summary: 'One partner', params: { id: 'The partner id.' } },
  'GET /api/document/list': { summary: 'The twelve documents (four kinds × three languages); one not uploaded yet has `published: false`' },
  'GET /api/document/file/:key/:language': {
    summary: 'The newest upload of a document, as a PDF',
    params: document,
    ok: { description: 'The PDF.', contentType: 'application/pdf', schema: fileBytes },
  },
  'GET /api/asset/file/:name': { summary: 'An uploaded picture', params: { name: 'The file name from its URL.' }, ok: { description: 'The image bytes.', contentType: 'image/*', schema: fileBytes } },
  'GET /api/data/districts': { summary: 'Sri Lankan districts (reference data)' },
  'GET /api/data/divsec': {
    summary: 'Divisional secretariats of a district',
    query: z.object({ district: z.string().describe('The district name.') }),
  },
  'GET /api/data/gndivisions': {
    summary: 'Grama Niladhari divisions of a divisional secretariat',
    query: z.object({ divsec: z.string().describe('The divisional secretariat.'), district: z.string().optional() }),
  },
});
