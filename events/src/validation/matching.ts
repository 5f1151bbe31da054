import { z } from 'zod';

/** Validation messages of the matched opportunities (issue 29), keyed 'v.match.*'. */
export const matchingValidationMessages = {
  'v.match.weekly': { en: 'Choose on or off', si: 'ක්‍රියාත්මක හෝ අක්‍රිය ලෙස තෝරන්න', ta: 'இயக்கு அல்லது நிறுத்து என்பதைத் தேர்ந்தெடுக்கவும்' },
} as const satisfies Record<string, { en: string; si: string; ta: string }>;

/** POST /api/volunteer/match-mail: the weekly mail of new matches, on or off. Browser-safe: the console and command-api share it. */
export const matchMailRequest = z.object({ weekly: z.boolean({ error: 'v.match.weekly' }) });
