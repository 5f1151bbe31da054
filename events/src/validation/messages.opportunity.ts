/** Validation messages of the opportunity forms, keyed 'v.opp.*'. English texts are the spec's wording (§5), typos included. */
export const opportunityValidationMessages = {
  'v.opp.number': { en: 'Should be a number', si: 'අංකයක් විය යුතුය', ta: 'எண்ணாக இருக்க வேண்டும்' },
  'v.opp.positive': { en: 'Should be greater than 0', si: '0 ට වඩා වැඩි විය යුතුය', ta: '0 ஐ விட அதிகமாக இருக்க வேண்டும்' },
  'v.opp.phone': { en: 'Phone number is not valid', si: 'දුරකථන අංකය වලංගු නැත', ta: 'தொலைபேசி எண் செல்லுபடியற்றது' },
  'v.opp.email': { en: 'Should be a valid email', si: 'වලංගු විද්‍යුත් තැපැල් ලිපිනයක් විය යුතුය', ta: 'சரியான மின்னஞ்சல் முகவரியாக இருக்க வேண்டும்' },
  'v.opp.startFuture': { en: 'Start date must be a future date', si: 'ආරම්භක දිනය අනාගත දිනයක් විය යුතුය', ta: 'தொடக்கத் தேதி எதிர்காலத் தேதியாக இருக்க வேண்டும்' },
  'v.opp.startPast': { en: 'Start date must be a past date', si: 'ආරම්භක දිනය අතීත දිනයක් විය යුතුය', ta: 'தொடக்கத் தேதி கடந்த தேதியாக இருக்க வேண்டும்' },
  'v.opp.endAfterStart': {
    en: 'End date must be same or after start date',
    si: 'අවසාන දිනය ආරම්භක දිනයම හෝ ඊට පසු දිනයක් විය යුතුය',
    ta: 'முடிவுத் தேதி தொடக்கத் தேதியாகவோ அதற்குப் பின்னரோ இருக்க வேண்டும்',
  },
  'v.opp.endNotFuture': { en: 'End date must not be after today', si: 'අවසාන දිනය අද දිනයට පසු විය නොහැක', ta: 'முடிவுத் தேதி இன்றைக்குப் பின்னர் இருக்கக் கூடாது' },
  'v.opp.min350': { en: 'Minimum 350 characters are allowd', si: 'අවම වශයෙන් අක්ෂර 350ක් අවශ්‍යයි', ta: 'குறைந்தது 350 எழுத்துகள் தேவை' },
  'v.opp.max160': { en: 'Maximum 160 characters are allowd', si: 'උපරිම අක්ෂර 160ක් පමණක් ඉඩ දෙයි', ta: 'அதிகபட்சம் 160 எழுத்துகள் மட்டுமே அனுமதிக்கப்படும்' },
  'v.opp.max255': { en: 'Max length 255 characters', si: 'උපරිම අක්ෂර 255කි', ta: 'அதிகபட்சம் 255 எழுத்துகள்' },
  'v.opp.max65536': { en: 'Max length 65536 characters', si: 'උපරිම අක්ෂර 65536කි', ta: 'அதிகபட்சம் 65536 எழுத்துகள்' },
  'v.opp.date': { en: 'Invalid date', si: 'වලංගු නොවන දිනයකි', ta: 'தவறான தேதி' },
  'v.opp.unknownChoice': { en: 'Choose from the list', si: 'ලැයිස්තුවෙන් තෝරන්න', ta: 'பட்டியலிலிருந்து தேர்ந்தெடுக்கவும்' },
  'v.opp.unknownDraft': { en: 'No such draft', si: 'එවැනි කෙටුම්පතක් නැත', ta: 'அத்தகைய வரைவு இல்லை' },
  'v.opp.location': {
    en: 'Choose the district, divisional secretariat and GN division from the lists',
    si: 'දිස්ත්‍රික්කය, ප්‍රාදේශීය ලේකම් කොට්ඨාසය සහ ග්‍රාම නිලධාරී වසම ලැයිස්තුවෙන් තෝරන්න',
    ta: 'மாவட்டம், பிரதேச செயலகப் பிரிவு, கிராம அலுவலர் பிரிவு ஆகியவற்றைப் பட்டியலிலிருந்து தேர்ந்தெடுக்கவும்',
  },
} as const satisfies Record<string, { en: string; si: string; ta: string }>;
