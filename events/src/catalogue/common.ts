import { z } from 'zod';

export const sealedSchema = z.object({
  $sealed: z.literal('v1'),
  subject: z.string(),
  iv: z.string(),
  data: z.string(),
  tag: z.string(),
});
