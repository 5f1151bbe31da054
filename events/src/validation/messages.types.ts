/** Messages for a value of the wrong kind, keyed like every validation message (English is what the API answers). */
export const typeValidationMessages = {
  'v.type.text': { en: 'Should be a text', si: 'පෙළක් විය යුතුය', ta: 'உரையாக இருக்க வேண்டும்' },
  'v.type.number': { en: 'Should be a number', si: 'අංකයක් විය යුතුය', ta: 'எண்ணாக இருக்க வேண்டும்' },
  'v.type.boolean': { en: 'Should be true or false', si: 'සත්‍ය හෝ අසත්‍ය විය යුතුය', ta: 'சரி அல்லது தவறு என இருக்க வேண்டும்' },
  'v.type.list': { en: 'Should be a list', si: 'ලැයිස්තුවක් විය යුතුය', ta: 'பட்டியலாக இருக்க வேண்டும்' },
  'v.type.object': { en: 'Should be an object', si: 'වස්තුවක් විය යුතුය', ta: 'பொருளாக இருக்க வேண்டும்' },
  'v.type.choice': { en: 'Should be one of the listed values', si: 'ලැයිස්තුවේ ඇති අගයක් විය යුතුය', ta: 'பட்டியலில் உள்ள மதிப்புகளில் ஒன்றாக இருக்க வேண்டும்' },
  'v.type.invalid': { en: 'Is not valid', si: 'වලංගු නැත', ta: 'செல்லுபடியற்றது' },
} as const;
