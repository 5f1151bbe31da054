import { afterEach, describe, expect, it } from 'vitest';
import { translateServerText } from '@nvp/events/server-messages';
import { ApiError, errorText, serverText, setServerTextTranslator } from './api';

describe('server messages in the interface language', () => {
  afterEach(() => setServerTextTranslator(undefined));

  it('shows an error the server wrote in English in Sinhala or Tamil', () => {
    const wrongCode = new ApiError(400, 'The verification code is not correct');
    setServerTextTranslator((text) => translateServerText(text, 'si'));
    expect(errorText(wrongCode)).toBe('තහවුරු කිරීමේ කේතය නිවැරදි නැත');
    setServerTextTranslator((text) => translateServerText(text, 'ta'));
    expect(errorText(wrongCode)).toBe('உறுதிப்படுத்தல் குறியீடு சரியானது அல்ல');
  });

  it('shows a success the same way', () => {
    setServerTextTranslator((text) => translateServerText(text, 'si'));
    expect(serverText('Your email address is verified')).toBe('ඔබගේ විද්‍යුත් තැපැල් ලිපිනය තහවුරු විය');
  });

  it('keeps the English text in English, an unknown text as it is, and the fallback without a server message', () => {
    expect(errorText(new ApiError(400, 'The verification code is not correct'))).toBe('The verification code is not correct');
    setServerTextTranslator((text) => translateServerText(text, 'si'));
    expect(serverText('A text no catalogue has')).toBe('A text no catalogue has');
    expect(errorText(new ApiError(500, undefined), 'fallback')).toBe('fallback');
  });
});
