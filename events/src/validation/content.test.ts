import { describe, expect, it } from 'vitest';
import { complaintRequest, DEFAULT_STORY_IMAGE, isPdf, newsRequest, partnerRequest, resolveComplaintRequest, storyRequest } from './content';
import { translateMessage } from './messages';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => (result.success ? undefined : translateMessage(result.error!.issues[0].message));
const asset = `/api/asset/file/${'a'.repeat(64)}.png`;

describe('content forms', () => {
  it('news: title and message required, translations optional and dropped when blank', () => {
    expect(firstMessage(newsRequest.safeParse({ title: ' ', body: 'x' }))).toBe('Required');
    expect(firstMessage(newsRequest.safeParse({ title: 'x', body: 'y'.repeat(10_001) }))).toBe('Must be at most 10000 characters');
    expect(newsRequest.parse({ title: ' Week ', body: 'Body', titleSinhala: '', titleTamil: ' வாரம் ' })).toEqual({
      title: 'Week',
      body: 'Body',
      titleSinhala: undefined,
      bodySinhala: undefined,
      titleTamil: 'வாரம்',
      bodyTamil: undefined,
    });
  });

  it('story: name and text required; no picture means the default one; only our asset URLs', () => {
    expect(firstMessage(storyRequest.safeParse({ name: '', description: 'x' }))).toBe('Required');
    expect(storyRequest.parse({ name: 'A', description: 'B' }).imageURL).toBe(DEFAULT_STORY_IMAGE);
    expect(storyRequest.parse({ name: 'A', description: 'B', imageURL: '' }).imageURL).toBe(DEFAULT_STORY_IMAGE);
    expect(storyRequest.parse({ name: 'A', description: 'B', imageURL: asset }).imageURL).toBe(asset);
    expect(firstMessage(storyRequest.safeParse({ name: 'A', description: 'B', imageURL: 'javascript:alert(1)' }))).toBe('Upload the image first');
  });

  it("partner: the logo is required ('A image is required')", () => {
    expect(firstMessage(partnerRequest.safeParse({ name: 'Red Cross' }))).toBe('A image is required');
    expect(firstMessage(partnerRequest.safeParse({ name: 'Red Cross', imageURL: '' }))).toBe('A image is required');
    expect(firstMessage(partnerRequest.safeParse({ name: 'Red Cross', imageURL: 'https://x.example/logo.png' }))).toBe('Upload the image first');
    expect(partnerRequest.parse({ name: 'Red Cross', imageURL: asset })).toEqual({ name: 'Red Cross', imageURL: asset });
  });

  it('complaint: title and description required, registration number optional; resolving needs the action', () => {
    expect(firstMessage(complaintRequest.safeParse({ title: 'x' }))).toBe('Required');
    expect(complaintRequest.parse({ title: 'x', description: 'y', registrationNo: '' })).toEqual({ title: 'x', description: 'y', registrationNo: undefined });
    expect(complaintRequest.parse({ title: 'x', description: 'y', registrationNo: null }).registrationNo).toBeUndefined();
    expect(firstMessage(resolveComplaintRequest.safeParse({ resolve: '  ' }))).toBe('Required');
  });

  it('a PDF is recognised by its first bytes only', () => {
    expect(isPdf(new TextEncoder().encode('%PDF-1.7\n...'))).toBe(true);
    expect(isPdf(new TextEncoder().encode('<html>%PDF-'))).toBe(false);
    expect(isPdf(new TextEncoder().encode('%PDF'))).toBe(false);
  });
});
