import { z } from 'zod';
import { defineEvent } from './define';
import { sealedSchema } from './common';
import { documentKeys, documentLanguages } from '../validation/content';

/** Stream names of the content slice: one stream per news item, story, partner and reference document. */
export const contentStreams = {
  news: (id: string) => `news-${id}`,
  story: (id: string) => `story-${id}`,
  partner: (id: string) => `partner-${id}`,
  /** One stream per document and language, e.g. `document-privacy-policy.si`. */
  document: (key: string, language: string) => `document-${key}.${language}`,
} as const;

const id = z.string().uuid();
const adminId = z.string().uuid();

/** A news item's texts: English always, Sinhala and Tamil optional (shown in the interface language, English fallback). The API's news answers carry the same. */
export const newsTexts = {
  title: z.string(),
  body: z.string(),
  titleSinhala: z.string().optional(),
  bodySinhala: z.string().optional(),
  titleTamil: z.string().optional(),
  bodyTamil: z.string().optional(),
};

export const NewsPublished = defineEvent(
  'content',
  'NewsPublished',
  z.object({ newsId: id, ...newsTexts, adminId }),
  'An admin published a news item (ACTIVE): English title and body, optional Sinhala and Tamil versions. Public content, not sealed.',
);
export const NewsEdited = defineEvent(
  'content',
  'NewsEdited',
  z.object({ newsId: id, ...newsTexts, adminId }),
  'An admin changed the texts of a news item (all of them; an omitted translation is removed).',
);
export const NewsArchived = defineEvent(
  'content',
  'NewsArchived',
  z.object({ newsId: id, adminId }),
  'An admin archived a news item: it leaves the public news feed.',
);
export const NewsActivated = defineEvent(
  'content',
  'NewsActivated',
  z.object({ newsId: id, adminId }),
  'An admin made an archived news item ACTIVE again.',
);

/** Sealed under the story's own id: { name, description }. Deleting the story shreds them. */
export const StoryAdded = defineEvent(
  'content',
  'StoryAdded',
  z.object({ storyId: id, imageURL: z.string(), adminId, personal: sealedSchema }),
  "An admin added a volunteer story. The name and text tell of a real person and are sealed under the story's own key, so deleting the story erases them.",
);
export const StoryUpdated = defineEvent(
  'content',
  'StoryUpdated',
  z.object({ storyId: id, imageURL: z.string(), adminId, personal: sealedSchema }),
  'An admin edited a volunteer story (name, text, picture).',
);
export const StoryDeleted = defineEvent(
  'content',
  'StoryDeleted',
  z.object({ storyId: id, adminId }),
  "An admin deleted a volunteer story; its key is deleted too, so its sealed texts are unreadable in the log.",
);

export const PartnerAdded = defineEvent(
  'content',
  'PartnerAdded',
  z.object({ partnerId: id, name: z.string(), imageURL: z.string(), adminId }),
  'An admin added a partner (organisation name and logo) to the landing page.',
);
export const PartnerUpdated = defineEvent(
  'content',
  'PartnerUpdated',
  z.object({ partnerId: id, name: z.string(), imageURL: z.string(), adminId }),
  'An admin changed a partner’s name or logo.',
);
export const PartnerDeleted = defineEvent(
  'content',
  'PartnerDeleted',
  z.object({ partnerId: id, adminId }),
  'An admin removed a partner.',
);

export const DocumentPublished = defineEvent(
  'content',
  'DocumentPublished',
  z.object({
    key: z.enum(documentKeys),
    language: z.enum(documentLanguages),
    /** `<sha256>.pdf` in the document storage. */
    fileName: z.string().regex(/^[0-9a-f]{64}\.pdf$/),
    size: z.number().int().positive(),
    adminId,
  }),
  'An admin uploaded (or replaced) a reference document of /aboutus in one language (a PDF, checked by its bytes).',
);

/**
 * Who uploaded which file, so erasing a person can delete their pictures (the files are named per owner,
 * so deleting one person's file never takes another's). Appended to `uploads-<owner id>`.
 */
export const ImageUploaded = defineEvent(
  'content',
  'ImageUploaded',
  z.object({ subjectId: z.string().uuid(), fileName: z.string(), avatarFileName: z.string() }),
  'A user uploaded an image (re-encoded without metadata): the full file and its 200 px avatar rendition under the assets directory. ' +
    "Erasing the owner deletes both files.",
);

/**
 * An upload nobody attached (no profile picture, story or partner points to it) within the wait was deleted by
 * command-api's sweep: both files are gone. Appended to `uploads-<owner id>` before the files are deleted.
 */
export const ImageDiscarded = defineEvent(
  'content',
  'ImageDiscarded',
  z.object({ subjectId: z.string().uuid(), fileName: z.string(), avatarFileName: z.string() }),
  'An uploaded image that nothing used within the wait (UPLOAD_UNATTACHED_HOURS, default 24) was deleted with its avatar rendition by the sweep of command-api.',
);

export const contentEvents = [
  ImageUploaded,
  ImageDiscarded,
  NewsPublished,
  NewsEdited,
  NewsArchived,
  NewsActivated,
  StoryAdded,
  StoryUpdated,
  StoryDeleted,
  PartnerAdded,
  PartnerUpdated,
  PartnerDeleted,
  DocumentPublished,
] as const;
