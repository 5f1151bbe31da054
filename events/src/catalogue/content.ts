import { z } from 'zod';
import { defineEvent } from './define';

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

export const contentEvents = [ImageUploaded] as const;
