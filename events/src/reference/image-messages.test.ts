import { describe, expect, it } from 'vitest';
import { IMAGE_MESSAGE_KEYS, IMAGE_MESSAGES } from './image-assets';
import { validationMessages } from '../validation/messages';

describe('image upload messages', () => {
  it('each answer of the upload route has its translation key, whose English is the answer itself, and Sinhala and Tamil', () => {
    for (const [name, english] of Object.entries(IMAGE_MESSAGES)) {
      const translations = validationMessages[IMAGE_MESSAGE_KEYS[name as keyof typeof IMAGE_MESSAGES]];
      expect(translations?.en, name).toBe(english);
      expect(translations.si, name).toMatch(/[\u0D80-\u0DFF]/);
      expect(translations.ta, name).toMatch(/[\u0B80-\u0BFF]/);
    }
  });
});
