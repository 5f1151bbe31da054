/** Validation messages of the vio forms, keyed 'v.vio.*' (or a spec wording shared only by these forms). */
export const vioValidationMessages = {
  'v.vio.landline': { en: 'Invalid landline number', si: 'වලංගු නොවන ස්ථාවර දුරකථන අංකයකි', ta: 'தவறான தரைவழித் தொலைபேசி எண்' },
  'v.vio.mobile': { en: 'Invalid mobile phone number', si: 'වලංගු නොවන ජංගම දුරකථන අංකයකි', ta: 'தவறான கைபேசி எண்' },
  'v.vio.fax': { en: 'Invalid fax number', si: 'වලංගු නොවන ෆැක්ස් අංකයකි', ta: 'தவறான தொலைநகல் எண்' },
  'v.vio.email': { en: 'Invalid email address', si: 'වලංගු නොවන විද්‍යුත් තැපැල් ලිපිනයකි', ta: 'தவறான மின்னஞ்சல் முகவரி' },
  'v.vio.url': { en: 'Invalid url', si: 'වලංගු නොවන වෙබ් ලිපිනයකි', ta: 'தவறான இணைய முகவரி' },
  'v.vio.max255': { en: 'Max length 255 characters', si: 'උපරිම අක්ෂර 255කි', ta: 'அதிகபட்சம் 255 எழுத்துகள்' },
  'v.vio.date': { en: 'Invalid date', si: 'වලංගු නොවන දිනයකි', ta: 'தவறான தேதி' },
  'v.vio.location': {
    en: 'Choose the district, divisional secretariat and GN division from the lists',
    si: 'දිස්ත්‍රික්කය, ප්‍රාදේශීය ලේකම් කොට්ඨාසය සහ ග්‍රාම නිලධාරී වසම ලැයිස්තුවෙන් තෝරන්න',
    ta: 'மாவட்டம், பிரதேச செயலகப் பிரிவு, கிராம அலுவலர் பிரிவு ஆகியவற்றைப் பட்டியலிலிருந்து தேர்ந்தெடுக்கவும்',
  },
} as const satisfies Record<string, { en: string; si: string; ta: string }>;
