import sharp from 'sharp';

/**
 * Demo content for the public site (issue 11): a news item in three languages, two volunteer stories and a
 * partner, through the same admin calls the console makes, so a fresh `npm start` shows a full landing page.
 */
export const demoContent = {
  news: {
    title: 'National Volunteer Week begins',
    body: 'Volunteers across all 25 districts are invited to join beach clean-ups, tree planting and reading circles during National Volunteer Week. Find an opportunity near you and register today.',
    titleSinhala: 'ජාතික ස්වේච්ඡා සේවා සතිය ආරම්භ වේ',
    bodySinhala: 'ජාතික ස්වේච්ඡා සේවා සතිය තුළ වෙරළ පිරිසිදු කිරීම්, ගස් සිටුවීම් සහ කියවීම් කව සඳහා දිස්ත්‍රික්ක 25 හිම ස්වේච්ඡා සේවකයින්ට ආරාධනා කෙරේ.',
    titleTamil: 'தேசிய தன்னார்வ வாரம் ஆரம்பம்',
    bodyTamil: 'தேசிய தன்னார்வ வாரத்தில் கடற்கரை சுத்திகரிப்பு, மரம் நடுதல், வாசிப்பு வட்டங்களில் இணைய 25 மாவட்டங்களிலுமுள்ள தன்னார்வலர்கள் அழைக்கப்படுகிறார்கள்.',
  },
  stories: [
    { name: 'Nadeesha from Galle', description: 'Nadeesha spent her weekends teaching English to children in coastal villages, and now coordinates twelve volunteer teachers.' },
    { name: 'Ruwan from Kurunegala', description: 'Ruwan organised a tree planting drive with his school that planted two thousand saplings along the Deduru Oya.' },
  ],
  partner: 'Sri Lanka Red Cross Society (demo)',
};

type Call = (method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<{ status: number; body: Record<string, any> }>;

export const loadDemoContent = async (baseUrl: string, call: Call, adminToken: string) => {
  const must = async (what: string, reply: ReturnType<Call>) => {
    const r = await reply;
    if (r.status >= 300) throw new Error(`demo content: ${what} failed (${r.status} ${JSON.stringify(r.body)})`);
    return r.body;
  };
  const headers = { token: adminToken };
  await must('news', call('POST', '/api/news/admin/create', demoContent.news, headers));
  for (const story of demoContent.stories) await must('story', call('POST', '/api/admin/story/create', story, headers));
  // A plain logo through the real upload call (multipart, field `images`).
  const logo = await sharp({ create: { width: 320, height: 160, channels: 3, background: '#c8102e' } }).png().toBuffer();
  const form = new FormData();
  form.append('images', new Blob([new Uint8Array(logo)], { type: 'image/png' }), 'partner.png');
  const uploaded = await fetch(`${baseUrl}/api/asset/image`, { method: 'PUT', headers, body: form });
  if (!uploaded.ok) throw new Error(`demo content: logo upload failed (${uploaded.status})`);
  const [{ url }] = (await uploaded.json()) as { url: string }[];
  await must('partner', call('POST', '/api/admin/partner/create', { name: demoContent.partner, imageURL: url }, headers));
};
