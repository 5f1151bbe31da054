import { describe, expect, it } from 'vitest';
import { trilingualMail } from './mails';

const texts = { en: 'English', si: 'සිංහල', ta: 'தமிழ்' };

describe('application mails', () => {
  it("put the recipient's language first, then the other two, the link on top", () => {
    const mail = trilingualMail({ email: 'a@example.lk', name: 'A', language: 'ta' }, texts, texts, 'https://nvp.lk/vioFeedback/1/2/3');
    expect(mail.to).toBe('a@example.lk');
    expect(mail.subject).toBe('தமிழ் | English | සිංහල');
    expect(mail.text.split('\n').filter(Boolean)).toEqual(['https://nvp.lk/vioFeedback/1/2/3', 'தமிழ்', 'English', 'සිංහල']);
  });
  it('an English reader gets English first', () => {
    expect(trilingualMail({ email: 'b@example.lk', name: 'B', language: 'en' }, texts, texts).subject).toBe('English | සිංහල | தமிழ்');
  });
});
