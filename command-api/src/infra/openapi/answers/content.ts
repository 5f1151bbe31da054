import { z } from 'zod';
import { documentKeys, documentLanguages, newsTexts, type CreateVoFormData, type Place } from '@nvp/events';
import { answerOf, listItem, page, timestamp, uuid } from './shapes';

/** Answers of the content slice's reads (query-api/src/content/site.ts, routes.ts) and the opportunity form's lists. */

const newsItem = z.object({
  id: uuid,
  ...newsTexts,
  date: timestamp.describe('Published.'),
  updatedAt: timestamp,
  status: z.enum(['ACTIVE', 'ARCHIVED']),
});
const story = z.object({ id: uuid, name: z.string(), description: z.string(), imageURL: z.string() });
const partner = z.object({ id: uuid, name: z.string(), imageURL: z.string() });
const places = answerOf<Place[]>()(
  z.array(z.object({ code: z.string().describe('Department of Census and Statistics code.'), name: z.string(), sinhala_name: z.string(), tamil_name: z.string() })),
);
const key = z.enum(documentKeys);
const language = z.enum(documentLanguages);

export const contentAnswers = {
  'GET /api/news/home/list': page(newsItem),
  'GET /api/news/admin/list': z.object({ activeNews: z.array(newsItem), archivedNews: z.array(newsItem) }).describe('One page of all news, split by status.'),
  'GET /api/admin/story/list': page(story),
  'GET /api/admin/story/get/:id': story,
  'GET /api/admin/partner/list': page(partner),
  'GET /api/admin/partner/get/:id': partner,
  'GET /api/document/list': z
    .array(
      z.union([
        z.object({ key, language, published: z.literal(true), url: z.string(), size: z.number().int(), publishedAt: timestamp }),
        z.object({ key, language, published: z.literal(false) }),
      ]),
    )
    .describe('Every document kind in every language; one not uploaded yet has `published: false`.'),
  'GET /api/data/districts': places,
  'GET /api/data/divsec': places,
  'GET /api/data/gndivisions': places,
  'GET /api/formData/createVO': answerOf<CreateVoFormData>()(
    z.object({
      sdg_numbers: z.array(z.object({ id: z.number().int(), sdg_number: z.number().int(), colour: z.string(), name: z.string(), sinhala_name: z.string(), tamil_name: z.string() })),
      categories_VO: z.array(z.object({ id: z.number().int(), name: z.string(), opport: z.string(), sinhala_name: z.string(), tamil_name: z.string() })),
      areas_VO: z.array(listItem('area')),
      required_skills: z.array(listItem('skill')),
      degrees: z.array(z.object({ id: z.number().int(), code: z.string(), degree: z.string(), sinhala_name: z.string(), tamil_name: z.string() })),
      areas: z.array(listItem('area')),
      core_functions: z.array(listItem('name')),
    }),
  ),
};
